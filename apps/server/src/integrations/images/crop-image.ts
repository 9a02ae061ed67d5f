import type { ImageCropRequest } from '@pledgethon/contracts';
import { messages, PAGE_IMAGE_MAX_PIXELS } from '@pledgethon/core';
import { AppError } from '../../http/app-error';
import type { ImageStorage } from './image-storage';
import { imageLibrary } from './image-work';
import { IMAGE_PATH, type SavedImage, storeImage } from './process-image';

/**
 * Crops a stored image as the cropper showed it: the image at its current (shown) size, turned by
 * the rotation, and the crop rectangle at the offsets, all in shown pixels. The result is stored as a
 * new image; the original stays, as pages may show it.
 */
export async function cropImage(storage: ImageStorage, request: ImageCropRequest): Promise<SavedImage> {
  // The shown size is the sender's to choose: it may not ask for more pixels than an upload may have.
  if (request.CurrentWidth * request.CurrentHeight > PAGE_IMAGE_MAX_PIXELS) {
    throw new AppError('rule', messages.invalidImage, { File: messages.imageTooManyPixels });
  }
  const stored = await storage.get(request.ImageUrl.slice(IMAGE_PATH.length)).catch(() => {
    throw new AppError('rule', messages.failedToUpload);
  });
  if (!stored) throw new AppError('validation', messages.invalidImage, { File: messages.notAnImage });
  return storeImage(storage, async () => {
    const sharp = await imageLibrary();
    const shown = await sharp(stored.data, { limitInputPixels: PAGE_IMAGE_MAX_PIXELS })
      .resize({ width: request.CurrentWidth, height: request.CurrentHeight, fit: 'fill' })
      .rotate(request.Rotation, { background: { r: 255, g: 255, b: 255, alpha: 0 } })
      .toBuffer({ resolveWithObject: true });
    const left = Math.max(0, Math.min(request.OffsetX, shown.info.width - 1));
    const top = Math.max(0, Math.min(request.OffsetY, shown.info.height - 1));
    const width = Math.min(request.CropWidth, shown.info.width - left);
    const height = Math.min(request.CropHeight, shown.info.height - top);
    return sharp(shown.data).extract({ left, top, width, height });
  });
}
