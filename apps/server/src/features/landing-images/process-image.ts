import { createHash } from 'node:crypto';
import { isSupportedImageFileName, LIGHTBOX_MAX_IMAGE_PX, messages } from '@pledgethon/core';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../http/app-error';
import { decodeBmp } from './bmp';
import type { ImageStorage } from './image-storage';

/** The widths a page picks from (srcset); an image narrower than one is not enlarged to it. */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;

/** What a stored image is known by: the address of its largest size and that size. */
export type SavedImage = { url: string; width: number; height: number };

/** The formats the content itself must have, whatever the file is called (spec section 5). */
const SNIFFED_IMAGE_TYPES = new Set(['jpg', 'png', 'gif', 'bmp']);
// A bitmap of 10,000 x 10,000 is 100 megapixels; more is a decompression bomb, not a photo.
const MAX_INPUT_PIXELS = 100_000_000;
export const IMAGE_PATH = '/LandingPageImage/images/';

const invalidImage = () => new AppError('validation', messages.invalidImage, { File: messages.notAnImage });

/** A decoder for the upload, or 'Invalid Image' when its content is not one of the allowed formats. */
async function decoderFor(data: Buffer): Promise<Sharp> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !SNIFFED_IMAGE_TYPES.has(type.ext)) throw invalidImage();
  if (type.ext === 'bmp') {
    const raw = decodeBmp(data);
    if (!raw) throw invalidImage();
    return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  }
  // An animated GIF keeps its first frame: a page shows still pictures.
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
}

/**
 * Re-encodes an image so that nothing of the sender's file but its pixels is kept: no EXIF (GPS
 * position, camera serial), no comments, no trailing bytes. Turned upright first, as the camera meant
 * it, then JPEG, or PNG when it has transparency.
 */
async function reencode(
  image: Sharp,
): Promise<{ data: Buffer; ext: 'jpg' | 'png'; width: number; height: number }> {
  const upright = image.rotate().resize({
    width: LIGHTBOX_MAX_IMAGE_PX,
    height: LIGHTBOX_MAX_IMAGE_PX,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const { hasAlpha } = await upright
    .clone()
    .stats()
    .then((stats) => ({ hasAlpha: !stats.isOpaque }));
  const encoded = hasAlpha
    ? upright.png({ compressionLevel: 9 })
    : upright.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, ext: hasAlpha ? 'png' : 'jpg', width: info.width, height: info.height };
}

/** The address of each smaller size of a stored image, for `srcset`. */
export function responsiveSizes(url: string): { url: string; width: number }[] {
  const match = /_(\d+)x\d+\.(jpg|png)$/.exec(url);
  if (!match) return [];
  const width = Number(match[1]);
  const smaller = RESPONSIVE_WIDTHS.filter((size) => size < width).map((size) => ({
    url: url.replace(/\.(jpg|png)$/, `-${size}w.$1`),
    width: size,
  }));
  return [...smaller, { url, width }];
}

/** Stores the re-encoded image and its smaller sizes under names made of a hash of its content. */
export async function storeImage(storage: ImageStorage, image: Sharp): Promise<SavedImage> {
  let master: Awaited<ReturnType<typeof reencode>>;
  try {
    master = await reencode(image);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The header looked right but the pixels do not decode: a broken or disguised file.
    throw invalidImage();
  }
  const hash = createHash('sha256').update(master.data).digest('hex').slice(0, 32);
  const base = `${hash}_${master.width}x${master.height}`;
  const contentType = master.ext === 'png' ? 'image/png' : 'image/jpeg';
  const url = `${IMAGE_PATH}${base}.${master.ext}`;
  const sizes = responsiveSizes(url).filter((size) => size.url !== url);
  try {
    await storage.put(`${base}.${master.ext}`, { data: master.data, contentType });
    for (const size of sizes) {
      const resized = sharp(master.data).resize({ width: size.width });
      const data = await (master.ext === 'png'
        ? resized.png()
        : resized.jpeg({ quality: 80, mozjpeg: true })
      ).toBuffer();
      await storage.put(size.url.slice(IMAGE_PATH.length), { data, contentType });
    }
  } catch {
    throw new AppError('rule', messages.failedToUpload);
  }
  return { url, width: master.width, height: master.height };
}

/** Checks an uploaded file (its name, then its content) and stores it re-encoded. */
export async function saveUploadedImage(
  storage: ImageStorage,
  { fileName, data }: { fileName: string; data: Buffer },
): Promise<SavedImage> {
  if (!isSupportedImageFileName(fileName))
    throw new AppError('validation', messages.imageFormatNotSupported, {
      File: messages.imageFormatNotSupported,
    });
  return storeImage(storage, await decoderFor(data));
}
