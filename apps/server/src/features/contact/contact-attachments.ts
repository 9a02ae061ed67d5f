import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { schema } from '@pledgethon/db';

export type ContactAttachment = schema.ContactAttachment;

/** A file as it arrived in the form, before it is kept; its type is the one its content shows. */
export type ReceivedFile = { fileName: string; contentType: string; data: Buffer };

const MAX_NAME_LENGTH = 100;

/** The folder of one request's files, relative to DATA_DIR so the data folder can move. */
const contactUploadFolder = (contactRequestId: string) => join('uploads', 'contact', contactRequestId);

/**
 * A name safe on any disk and in any header: no folders, only letters, digits, dot, dash and
 * underscore, numbered so two files of the same name both survive.
 */
export function safeFileName(original: string, index: number): string {
  const cleaned = basename(original.replaceAll('\\', '/'))
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-MAX_NAME_LENGTH);
  return `${index + 1}-${cleaned || 'attachment'}`;
}

/** Writes the files under DATA_DIR/uploads/contact/<id>/ and describes them for the jsonb column. */
export async function saveContactAttachments(
  dataDir: string,
  contactRequestId: string,
  files: ReceivedFile[],
): Promise<ContactAttachment[]> {
  if (files.length === 0) return [];
  const folder = contactUploadFolder(contactRequestId);
  await mkdir(resolve(dataDir, folder), { recursive: true });
  const saved: ContactAttachment[] = [];
  for (const [index, file] of files.entries()) {
    const storagePath = join(folder, safeFileName(file.fileName, index));
    await writeFile(resolve(dataDir, storagePath), file.data, { flag: 'wx' });
    saved.push({
      fileName: file.fileName,
      size: file.data.length,
      contentType: file.contentType,
      storagePath,
    });
  }
  return saved;
}

export async function removeContactAttachments(dataDir: string, contactRequestId: string): Promise<void> {
  await rm(resolve(dataDir, contactUploadFolder(contactRequestId)), { recursive: true, force: true });
}
