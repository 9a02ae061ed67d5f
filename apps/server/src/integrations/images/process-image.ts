import { createHash } from 'node:crypto';
import {
  CHILD_PHOTO_MAX_PIXELS,
  isSupportedImageFileName,
  LIGHTBOX_MAX_IMAGE_PX,
  messages,
  PAGE_IMAGE_MAX_PIXELS,
} from '@pledgethon/core';
import type { Sharp } from 'sharp';
import { AppError } from '../../http/app-error';
import { bmpSize, decodeBmp } from './bmp';
import type { ImageStorage } from './image-storage';
import { imageLibrary, runImageWork } from './image-work';

/** The widths a page picks from (srcset); an image narrower than one is not enlarged to it. */
const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;

/** What a stored image is known by: the address of its largest size and that size. */
export type SavedImage = { url: string; width: number; height: number };

/** The formats the content itself must have, whatever the file is called (spec section 5). */
const SNIFFED_IMAGE_TYPES = new Set(['jpg', 'png', 'gif', 'bmp']);
export const IMAGE_PATH = '/LandingPageImage/images/';

/** What an image is for: a page's or a product's picture, or a child's photo (decision 106). */
export type ImageUse = 'page' | 'photo';
const PIXEL_LIMITS: Record<ImageUse, { pixels: number; refusal: string }> = {
  page: { pixels: PAGE_IMAGE_MAX_PIXELS, refusal: messages.imageTooManyPixels },
  photo: { pixels: CHILD_PHOTO_MAX_PIXELS, refusal: messages.photoTooManyPixels },
};

const invalidImage = () => new AppError('validation', messages.invalidImage, { File: messages.notAnImage });

/**
 * A decoder for the upload, or 'Invalid Image' when its content is not one of the allowed formats.
 * The size its header declares is checked first: a small file can declare a hundred megapixels,
 * which would take seconds and hundreds of megabytes to decode.
 */
async function decoderFor(data: Buffer, use: ImageUse): Promise<Sharp> {
  // Loaded with the first picture, as the image library is (decision 165).
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(data);
  if (!type || !SNIFFED_IMAGE_TYPES.has(type.ext)) throw invalidImage();
  const sharp = await imageLibrary();
  const limit = PIXEL_LIMITS[use];
  const size =
    type.ext === 'bmp'
      ? bmpSize(data)
      : await sharp(data)
          .metadata()
          .catch(() => null);
  if (!size?.width || !size.height) throw invalidImage();
  if (size.width * size.height > limit.pixels) {
    throw new AppError('rule', messages.invalidImage, { File: limit.refusal });
  }
  if (type.ext === 'bmp') {
    const raw = decodeBmp(data);
    if (!raw) throw invalidImage();
    return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  }
  // An animated GIF keeps its first frame: a page shows still pictures. The library holds to the
  // same limit should the header and the pixels disagree.
  return sharp(data, { limitInputPixels: limit.pixels, failOn: 'error' });
}

type Encoded = {
  data: Buffer;
  ext: 'jpg' | 'png';
  width: number;
  height: number;
  sizes: { width: number; data: Buffer }[];
};

/**
 * Whether an image's alpha channel makes any pixel see-through. Read from a small copy, decoded as a
 * stream: the statistics of the image itself would hold every decoded pixel in memory at once (160 MB
 * for a picture at the page limit). Only an image with an alpha channel pays for the extra pass.
 */
async function usesAlpha(image: Sharp): Promise<boolean> {
  if (!(await image.metadata()).hasAlpha) return false;
  const small = await image.clone().resize({ width: 256, height: 256, fit: 'inside' }).png().toBuffer();
  const sharp = await imageLibrary();
  return !(await sharp(small).stats()).isOpaque;
}

/**
 * Re-encodes an image so that nothing of the sender's file but its pixels is kept: no EXIF (GPS
 * position, camera serial), no comments, no trailing bytes. Turned upright first, as the camera meant
 * it, then JPEG, or PNG when it has transparency; with its smaller sizes for `srcset`.
 */
async function encode(image: Sharp): Promise<Encoded> {
  const upright = image.rotate().resize({
    width: LIGHTBOX_MAX_IMAGE_PX,
    height: LIGHTBOX_MAX_IMAGE_PX,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const transparent = await usesAlpha(image);
  const { data, info } = await (transparent
    ? upright.png({ compressionLevel: 9 })
    : upright.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
  ).toBuffer({ resolveWithObject: true });
  const sizes = [];
  const sharp = await imageLibrary();
  for (const width of RESPONSIVE_WIDTHS.filter((size) => size < info.width)) {
    const resized = sharp(data).resize({ width });
    const smaller = await (transparent
      ? resized.png()
      : resized.jpeg({ quality: 80, mozjpeg: true })
    ).toBuffer();
    sizes.push({ width, data: smaller });
  }
  return { data, ext: transparent ? 'png' : 'jpg', width: info.width, height: info.height, sizes };
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

/**
 * Stores the re-encoded image and its smaller sizes under names made of a hash of its content. The
 * decoding and encoding wait their turn among the process's image work; the storing does not.
 */
export async function storeImage(storage: ImageStorage, decode: () => Promise<Sharp>): Promise<SavedImage> {
  let master: Encoded;
  try {
    master = await runImageWork(async () => encode(await decode()));
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The header looked right but the pixels do not decode: a broken or disguised file.
    throw invalidImage();
  }
  const hash = createHash('sha256').update(master.data).digest('hex').slice(0, 32);
  const base = `${hash}_${master.width}x${master.height}`;
  const contentType = master.ext === 'png' ? 'image/png' : 'image/jpeg';
  try {
    await storage.put(`${base}.${master.ext}`, { data: master.data, contentType });
    for (const size of master.sizes) {
      await storage.put(`${base}-${size.width}w.${master.ext}`, { data: size.data, contentType });
    }
  } catch {
    throw new AppError('rule', messages.failedToUpload);
  }
  return { url: `${IMAGE_PATH}${base}.${master.ext}`, width: master.width, height: master.height };
}

/** Checks an uploaded file (its name, then its content, then its pixel count) and stores it re-encoded. */
export async function saveUploadedImage(
  storage: ImageStorage,
  { fileName, data }: { fileName: string; data: Buffer },
  use: ImageUse,
): Promise<SavedImage> {
  if (!isSupportedImageFileName(fileName))
    throw new AppError('validation', messages.imageFormatNotSupported, {
      File: messages.imageFormatNotSupported,
    });
  return storeImage(storage, () => decoderFor(data, use));
}
