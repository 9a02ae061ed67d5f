const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp', 'gif'] as const;

/**
 * 8 MB, read as 8 MiB, as the user is told ('Maximum image size allowed is 8 MB.'). An older constant
 * said 25,000,000 bytes; enforcing that would accept files three times larger than the text promises.
 */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/**
 * The most pixels an upload may have, checked from its header before it is decoded (decision 106):
 * decoding costs memory and CPU by the pixel, whatever the file's size. Page and product images
 * take a camera's full frame (8000 x 5000); a child's photo, shown as a small portrait, a phone's.
 */
export const PAGE_IMAGE_MAX_PIXELS = 40_000_000;
export const CHILD_PHOTO_MAX_PIXELS = 24_000_000;

export const isSupportedImageFileName = (fileName: string): boolean => {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return false;
  return (IMAGE_EXTENSIONS as readonly string[]).includes(fileName.slice(dot + 1).toLowerCase());
};

// The cropper's library defaults, kept because the spec does not show the product changing them.
export const IMAGE_CROP_AREA_PX = 200;
export const IMAGE_CROP_MIN_PX = 80;
export const IMAGE_CROPPER_ZOOM_STEP = 10;
export const IMAGE_CROPPER_ROTATE_STEP_DEGREES = 5;
