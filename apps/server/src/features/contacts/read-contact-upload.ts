import type { Contact } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { uploadError } from '../../http/upload-error';
import { CONTACT_FILE_MAX_BYTES, readContactFile } from '../../integrations/contacts/contact-file';

/** The multipart upload of one address book file (File: a vCard or CSV of at most 1 MB), read. */
export async function readContactUpload(request: FastifyRequest): Promise<Contact[]> {
  if (!request.isMultipart()) throw new AppError('validation', messages.contactFileUnreadable);
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: CONTACT_FILE_MAX_BYTES, files: 1, fields: 2, fieldSize: 200 },
    })) {
      if (part.type === 'file' && part.fieldname === 'File') data = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    throw uploadError(error);
  }
  const read = data && data.length > 0 ? await readContactFile(data) : { ok: false as const };
  if (!read.ok) {
    throw new AppError('validation', messages.contactFileUnreadable, {
      File: messages.contactFileUnreadable,
    });
  }
  return read.contacts;
}
