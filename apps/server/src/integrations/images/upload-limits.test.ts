import { messages } from '@pledgethon/core';
import { sql } from '@pledgethon/db';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { blackPng, imageForm, organizerHeaders, png } from './testing/images';

const refusal = (file: string) => ({
  Status: 'error',
  Url: null,
  Width: null,
  Height: null,
  Success: false,
  Message: messages.invalidImage,
  Errors: { File: file },
});

describe('pixels an image may have, by what it is for', () => {
  const server = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = await organizerHeaders(server);
  });
  // 9999 x 9999 pixels in a file of a few kilobytes: decoded, a hundred megapixels.
  const bomb = blackPng(9_999, 9_999);

  it("refuses a page image of a hundred megapixels from its header, in the page's limit", async () => {
    for (const url of ['/LandingPageImage/ImageUpload', '/LandingPageImage/ImageCropUpload']) {
      const response = await server.app.inject({
        method: 'POST',
        url,
        headers,
        payload: imageForm('big.png', bomb),
      });
      expect(response.statusCode, url).toBe(422);
      expect(response.json(), url).toEqual(refusal(messages.imageTooManyPixels));
    }
  });

  it("refuses a child's photo over a phone camera's pixels", async () => {
    const event = await createEvent(server.db, { status: 'active' });
    const parent = await createPerson(server.db, { roles: ['parent'] });
    const child = await createParticipant(server.db, event.id, { publicPhotoOptIn: true });
    await server.db.execute(
      sql`insert into parent_participants (parent_user_id, participant_id) values (${parent.id}, ${child.id})`,
    );
    const parentHeaders = await sessionHeaders(server.db, { userId: parent.id });
    const upload = (data: Buffer) =>
      server.app.inject({
        method: 'POST',
        url: '/api/Parent/UploadChildPhoto',
        headers: parentHeaders,
        payload: imageForm('me.png', data, { ParticipantId: child.id }),
      });
    for (const data of [bomb, blackPng(5_000, 5_000)]) {
      const response = await upload(data);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        Success: false,
        Message: messages.invalidImage,
        Errors: { File: messages.photoTooManyPixels },
      });
    }
  });

  it('refuses a crop that asks to show a stored image at more pixels than an upload may have', async () => {
    const stored = await server.app.inject({
      method: 'POST',
      url: '/LandingPageImage/ImageCropUpload',
      headers,
      payload: imageForm('hero.png', await png(400, 200, 1)),
    });
    const form = new FormData();
    const fields = {
      ImageUrl: stored.json().Url,
      InitialWidth: '400',
      InitialHeight: '200',
      CurrentWidth: '20000',
      CurrentHeight: '20000',
      OffsetX: '0',
      OffsetY: '0',
      CropWidth: '100',
      CropHeight: '100',
      Rotation: '0',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const response = await server.app.inject({
      method: 'POST',
      url: '/LandingPageImage/ImageCrop',
      headers,
      payload: form,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refusal(messages.imageTooManyPixels));
  });
});

describe('images one person may upload', () => {
  const server = useTestApp({ env: { IMAGE_UPLOADS_PER_HOUR: '2' } });

  it('answers 429 past the hourly limit of one person, and not to another', async () => {
    const upload = async (headers: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/LandingPageImage/ImageUpload',
        headers,
        payload: imageForm('dot.png', await png(8, 8, 1)),
      });
    const headers = await organizerHeaders(server);
    for (let attempt = 1; attempt <= 2; attempt += 1) expect((await upload(headers)).statusCode).toBe(200);
    const third = await upload(headers);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ Success: false, Message: messages.tooManyRequests, Errors: {} });
    expect((await upload(await organizerHeaders(server))).statusCode).toBe(200);
  });
});
