import { MAX_IMAGE_BYTES, messages } from '@pledgethon/core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bmp, imageForm, jpegWithGps, organizerHeaders, png } from '../../integrations/images/testing/images';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe('landing-page images', () => {
  const server = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = await organizerHeaders(server);
  });

  const upload = (form: FormData, url = '/LandingPageImage/ImageUpload') =>
    server.app.inject({ method: 'POST', url, payload: form, headers });
  const fetchImage = (url: string) => server.app.inject({ method: 'GET', url });

  it('stores a JPEG re-encoded without its EXIF, GPS included, under a content hash with a long cache', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(imageForm('beach.JPG', original));
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ Status: 'success', Width: 640, Height: 480, Message: messages.uploaded });
    expect(result.Url).toMatch(/^\/LandingPageImage\/images\/[a-f0-9]{32}_640x480\.jpg$/);
    const stored = await fetchImage(result.Url);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect(stored.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // The same picture again is the same name: nothing is stored twice.
    expect((await upload(imageForm('again.jpeg', original))).json().Url).toBe(result.Url);
  });

  it('stores smaller sizes for srcset, never larger than the picture', async () => {
    const response = await upload(imageForm('wide.png', await png(2000, 1000, 1)));
    const { Url } = response.json();
    expect(Url).toMatch(/_2000x1000\.jpg$/);
    for (const width of [480, 960, 1600]) {
      const size = await fetchImage(Url.replace('.jpg', `-${width}w.jpg`));
      expect(size.statusCode, String(width)).toBe(200);
      expect((await sharp(size.rawPayload).metadata()).width).toBe(width);
    }
    const small = (await upload(imageForm('small.png', await png(500, 300, 1)))).json().Url;
    expect((await fetchImage(small.replace('.jpg', '-480w.jpg'))).statusCode).toBe(200);
    expect((await fetchImage(small.replace('.jpg', '-960w.jpg'))).statusCode).toBe(404);
  });

  it('keeps transparency as PNG, and reads BMP and GIF', async () => {
    expect((await upload(imageForm('logo.png', await png(300, 200, 0.5)))).json().Url).toMatch(
      /_300x200\.png$/,
    );
    const fromBmp = await upload(imageForm('paint.bmp', bmp(30, 20, [200, 10, 10])));
    expect(fromBmp.json()).toMatchObject({ Status: 'success', Width: 30, Height: 20 });
    const pixel = await sharp((await fetchImage(fromBmp.json().Url)).rawPayload)
      .raw()
      .toBuffer();
    expect(Math.abs((pixel[0] ?? 0) - 200)).toBeLessThan(8);
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#00aa00' } })
      .gif()
      .toBuffer();
    expect((await upload(imageForm('wave.gif', gif))).json()).toMatchObject({ Status: 'success', Width: 40 });
  });

  it("refuses an HTML file named .jpg: 'Invalid Image' / 'not an image'", async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const response = await upload(imageForm('cute-puppy.jpg', html));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Status: 'error',
      Url: null,
      Width: null,
      Height: null,
      Success: false,
      Message: messages.invalidImage,
      Errors: { File: messages.notAnImage },
    });
  });

  it('refuses a truncated JPEG and a file with no image in the form', async () => {
    const broken = (await jpegWithGps()).subarray(0, 400);
    expect((await upload(imageForm('broken.jpg', broken))).json().Message).toBe(messages.invalidImage);
    const form = new FormData();
    form.append('note', 'no file');
    expect((await upload(form)).json().Message).toBe(messages.invalidImage);
  });

  it("refuses other file types by name: 'That Image format is not supported.'", async () => {
    for (const name of ['photo.webp', 'photo.svg', 'photo']) {
      const response = await upload(imageForm(name, await png(10, 10, 1)));
      expect(response.statusCode, name).toBe(400);
      expect(response.json().Message).toBe(messages.imageFormatNotSupported);
    }
  });

  it('takes exactly 8 MB and refuses 8 MB + 1 byte', async () => {
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    // A PNG decoder stops at the IEND chunk, so trailing bytes pad it to the exact size.
    const padded = (size: number) => Buffer.concat([picture, Buffer.alloc(size - picture.length)]);
    expect((await upload(imageForm('exact.png', padded(MAX_IMAGE_BYTES)))).statusCode).toBe(200);
    const response = await upload(imageForm('big.png', padded(MAX_IMAGE_BYTES + 1)));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      Status: 'error',
      Message: messages.fileSizeLimitExceeded,
      Errors: { File: messages.maximumImageSize },
    });
  });

  it('uploads an image to crop, then crops it as the cropper showed it, turned', async () => {
    const uploaded = (
      await upload(imageForm('hero.jpg', await jpegWithGps(1200, 600)), '/LandingPageImage/ImageCropUpload')
    ).json();
    expect(uploaded).toMatchObject({ Status: 'success', Width: 1200, Height: 600 });
    const crop = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return upload(form, '/LandingPageImage/ImageCrop');
    };
    const request = {
      ImageUrl: uploaded.Url,
      InitialWidth: '1200',
      InitialHeight: '600',
      CurrentWidth: '600',
      CurrentHeight: '300',
      OffsetX: '100',
      OffsetY: '50',
      CropWidth: '400',
      CropHeight: '200',
      Rotation: '0',
    };
    const cropped = await crop(request);
    expect(cropped.json()).toMatchObject({ Status: 'success', Width: 400, Height: 200 });
    const turned = await crop({
      ...request,
      Rotation: '90',
      OffsetX: '0',
      OffsetY: '0',
      CropWidth: '300',
      CropHeight: '600',
    });
    expect(turned.json()).toMatchObject({ Status: 'success', Width: 300, Height: 600 });
    const elsewhere = await crop({ ...request, ImageUrl: 'https://elsewhere.example/a.jpg' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().Message).toBe(messages.invalidData);
  });

  it('lets only the people who make pages upload, and serves only stored names', async () => {
    const parent = await createPerson(server.db, { roles: ['parent'] });
    const refused = await server.app.inject({
      method: 'POST',
      url: '/LandingPageImage/ImageUpload',
      payload: imageForm('a.png', await png(10, 10, 1)),
      headers: await sessionHeaders(server.db, { userId: parent.id }),
    });
    expect(refused.statusCode).toBe(403);
    expect((await fetchImage('/LandingPageImage/images/..%2F..%2Fdb')).statusCode).toBe(404);
    expect((await fetchImage(`/LandingPageImage/images/${'0'.repeat(32)}_10x10.jpg`)).statusCode).toBe(404);
  });
});
