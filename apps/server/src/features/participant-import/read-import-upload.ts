import { IMPORT_MAX_FILE_BYTES } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { uploadError } from '../../http/upload-error';
import type { UploadedFile } from './import-report';

const fieldsSchema = z.object({
  EventId: z.uuid(messages.invalidData),
  Strict: z.enum(['true', 'false'], messages.invalidData).default('false'),
});

/** The multipart upload of a participant list: EventId, Strict ('true' or 'false') and File. */
export async function readImportUpload(
  request: FastifyRequest,
): Promise<{ eventId: string; strict: boolean; file: UploadedFile }> {
  if (!request.isMultipart()) throw new AppError('validation', messages.importFileUnreadable);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMPORT_MAX_FILE_BYTES, files: 1, fields: 5, fieldSize: 200 },
    })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'File')
        file = { fileName: (part.filename || 'participants').slice(0, 200), data: await part.toBuffer() };
      else await part.toBuffer();
    }
  } catch (error) {
    throw uploadError(error);
  }
  const parsed = fieldsSchema.safeParse(fields);
  if (!parsed.success) throw new AppError('validation', messages.invalidData);
  if (!file || file.data.length === 0) {
    throw new AppError('validation', messages.importFileUnreadable, { File: messages.importFileUnreadable });
  }
  return { eventId: parsed.data.EventId, strict: parsed.data.Strict === 'true', file };
}
