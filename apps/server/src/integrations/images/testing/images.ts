import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { createPerson, sessionHeaders } from '../../../testing/people';
import type { TestApp } from '../../../testing/test-app';

/** A photo-like JPEG whose EXIF says where it was taken. */
export const jpegWithGps = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#3b7dd8' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 26/1 4612/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 58/1 5597/100',
      },
    })
    .toBuffer();

export const png = (width: number, height: number, alpha: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 250, g: 160, b: 30, alpha } } })
    .png()
    .toBuffer();

/** An uncompressed 24-bit Windows bitmap, all one colour (blue, green, red). */
export function bmp(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + stride * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  for (let row = 0; row < height; row++)
    for (let column = 0; column < width; column++) {
      const at = 54 + row * stride + column * 3;
      file[at] = blue;
      file[at + 1] = green;
      file[at + 2] = red;
    }
  return file;
}

export function imageForm(fileName: string, content: Uint8Array, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  return form;
}

/** An organiser's session, who may upload landing-page images. */
export async function organizerHeaders(testApp: TestApp) {
  const person = await createPerson(testApp.database.db, { roles: ['organizer'] });
  return sessionHeaders(testApp.database.db, { userId: person.id });
}

/**
 * A real PNG of any size that costs almost nothing to make: one bit a pixel, all black, so a
 * hundred-megapixel picture is a file of a few kilobytes, as a decompression bomb is.
 */
export function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  // Every scanline is its filter byte (none) and its zero bits.
  const pixels = deflateSync(Buffer.alloc(height * (1 + Math.ceil(width / 8))));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
