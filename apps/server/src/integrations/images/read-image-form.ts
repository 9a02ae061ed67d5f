import { MAX_IMAGE_BYTES, messages } from '@pledgethon/core';
import type { FastifyRequest } from 'fastify';
import { AppError, errorStatus } from '../../http/app-error';

const IMAGE_FIELD = 'file';
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 1024;

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

const imageTooLarge = () =>
  new AppError('too_large', messages.fileSizeLimitExceeded, { File: messages.maximumImageSize });

/**
 * The multipart form of an image call: its text fields, and the image sent as `file` when there is
 * one. The image is read up to 8 MB; a byte more stops the reading there and refuses the upload, so a
 * large file is never held in memory.
 */
export async function readImageForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: { fileName: string; data: Buffer } | null }> {
  if (!request.isMultipart())
    throw new AppError('validation', messages.invalidImage, { File: messages.notAnImage });
  const fields: Record<string, string> = {};
  let file: { fileName: string; data: Buffer } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (part.fieldname === IMAGE_FIELD) file = { fileName: part.filename ?? '', data };
    }
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw imageTooLarge();
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    if (status === errorStatus.too_large) throw imageTooLarge();
    // A malformed body (no boundary, a truncated part): the sender's to fix.
    throw new AppError('validation', messages.invalidData);
  }
  return { fields, file };
}
