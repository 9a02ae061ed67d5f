import { describe, expect, it } from 'vitest';
import {
  IMAGE_CROP_AREA_PX,
  IMAGE_CROP_MIN_PX,
  IMAGE_CROP_RESULT_PX,
  IMAGE_CROP_RESULT_TYPE,
  IMAGE_CROPPER_ROTATE_STEP_DEGREES,
  IMAGE_CROPPER_ZOOM_STEP,
  IMAGE_EXTENSIONS,
  isSupportedImageFileName,
  MAX_IMAGE_BYTES,
} from './images';

describe('image rules', () => {
  it('allows jpg, jpeg, png, bmp and gif, in any case', () => {
    expect(IMAGE_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'bmp', 'gif']);
    for (const name of ['a.jpg', 'photo.JPEG', 'x.y.png', 'scan.bmp', 'wave.gif']) {
      expect(isSupportedImageFileName(name), name).toBe(true);
    }
  });

  it('rejects other formats and names without an extension', () => {
    for (const name of ['a.webp', 'a.svg', 'a.tiff', 'jpg', '.png', 'a.', 'a.jpg.exe']) {
      expect(isSupportedImageFileName(name), name).toBe(false);
    }
  });

  it('limits images to 8 MB (8 MiB), not 25,000,000 bytes', () => {
    expect(MAX_IMAGE_BYTES).toBe(8_388_608);
    expect(MAX_IMAGE_BYTES).not.toBe(25_000_000);
  });

  it('keeps the cropper defaults', () => {
    expect([IMAGE_CROP_AREA_PX, IMAGE_CROP_MIN_PX, IMAGE_CROP_RESULT_PX]).toEqual([200, 80, 200]);
    expect(IMAGE_CROP_RESULT_TYPE).toBe('image/png');
    expect(IMAGE_CROPPER_ZOOM_STEP).toBe(10);
    expect(IMAGE_CROPPER_ROTATE_STEP_DEGREES).toBe(5);
    expect(IMAGE_CROP_MIN_PX).toBeLessThan(IMAGE_CROP_AREA_PX);
  });
});
