import { describe, expect, it } from 'vitest';
import { isSupportedImageFileName } from './images';

describe('image rules', () => {
  it('allows jpg, jpeg, png, bmp and gif, in any case', () => {
    for (const name of ['a.jpg', 'photo.JPEG', 'x.y.png', 'scan.bmp', 'wave.gif']) {
      expect(isSupportedImageFileName(name), name).toBe(true);
    }
  });

  it('rejects other formats and names without an extension', () => {
    for (const name of ['a.webp', 'a.svg', 'a.tiff', 'jpg', '.png', 'a.', 'a.jpg.exe']) {
      expect(isSupportedImageFileName(name), name).toBe(false);
    }
  });
});
