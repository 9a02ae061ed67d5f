import { messages } from '@pledgethon/core';
import { describe, expect, it } from 'vitest';
import { detectAttachmentType, nameAgrees, withDetectedTypes } from './attachment-type';

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, ...Array(40).fill(0)]);
const WINDOWS_PROGRAM = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0')]);

describe('attachment types', () => {
  it.each([
    ['a PNG image', ONE_PIXEL_PNG, 'image/png'],
    ['a JPEG image', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), 'image/jpeg'],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), 'application/pdf'],
    ['text with accents and line breaks', Buffer.from('Room 12,Peña\r\n\tlaps: 0\n'), 'text/plain'],
    ['an empty text file', Buffer.alloc(0), 'text/plain'],
  ])('reads %s from its content', async (_what, data, type) => {
    expect(await detectAttachmentType(data)).toBe(type);
  });

  it.each([
    ['a zip archive', ZIP],
    ['a Windows program', WINDOWS_PROGRAM],
    ['binary data', Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe, 0x00])],
    ['text that is not UTF-8', Buffer.from([0x50, 0x65, 0xf1, 0x61])],
  ])('refuses %s, whatever type the sender declared', async (_what, data) => {
    const refused = withDetectedTypes([{ fileName: 'photo.png', contentType: 'image/png', data }]);
    await expect(refused).rejects.toMatchObject({
      message: messages.attachmentTypeNotAllowed,
      fieldErrors: { Files: messages.attachmentTypeNotAllowed },
    });
  });

  it('keeps the type the content shows, not the one declared', async () => {
    const [file] = await withDetectedTypes([
      { fileName: 'pixel.png', contentType: 'text/plain', data: ONE_PIXEL_PNG },
    ]);
    expect(file?.contentType).toBe('image/png');
  });

  it.each([
    ['photo.jpg', 'image/jpeg', true],
    ['Photo.JPEG', 'image/jpeg', true],
    ['scan.pdf', 'application/pdf', true],
    ['laps.csv', 'text/plain', true],
    ['C:\\Users\\me\\notes.txt', 'text/plain', true],
    ['README', 'text/plain', true],
    ['.profile', 'text/plain', true],
    ['photo.jpg', 'text/plain', false],
    ['notes.txt', 'image/png', false],
    ['page.html', 'text/plain', false],
    ['image.svg', 'text/plain', false],
    ['shot.png', 'image/jpeg', false],
    ['archive.pdf.exe', 'application/pdf', false],
    ['photo.', 'image/jpeg', false],
  ])('says whether the name %s agrees with content of type %s', (name, type, agrees) => {
    expect(nameAgrees(name, type)).toBe(agrees);
  });
});
