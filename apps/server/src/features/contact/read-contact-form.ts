import { CONTACT_MAX_FILE_BYTES, CONTACT_MAX_FILES } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyRequest } from 'fastify';
import { AppError, errorStatus } from '../../http/app-error';
import { withDetectedTypes } from './attachment-type';
import type { ReceivedFile } from './contact-attachments';

const FILES_FIELD = 'Files';

// Generous for the longest message, small enough that text fields cannot be used to send files.
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 20;

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/** The multipart contact form: its text fields by name, and the files sent as `Files`. */
export async function readContactForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  if (!request.isMultipart()) throw new AppError('validation', messages.enterRequiredFields);
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: CONTACT_MAX_FILE_BYTES,
        files: CONTACT_MAX_FILES,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const data = await part.toBuffer();
      // A file input left empty still sends one nameless, empty part.
      if (part.fieldname !== FILES_FIELD || (!part.filename && data.length === 0)) continue;
      files.push({ fileName: part.filename || 'attachment', contentType: part.mimetype, data });
    }
  } catch (error) {
    if (hasCode(error, 'FST_FILES_LIMIT')) {
      throw new AppError('validation', messages.enterRequiredFields, { Files: messages.tooManyAttachments });
    }
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
      throw new AppError('too_large', messages.fileSizeLimitExceeded, {
        Files: messages.fileSizeLimitExceeded,
      });
    }
    if (error instanceof AppError) throw error;
    // Too many parts or fields, or a field too long: the multipart limits answer 413.
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    if (status === errorStatus.too_large) throw new AppError('too_large', messages.fileSizeLimitExceeded);
    // Anything else read from the body is a malformed body (no boundary, a truncated part, ...):
    // the sender's to fix, not a fault of ours.
    throw new AppError('validation', messages.invalidData);
  }
  return { fields, files: await withDetectedTypes(files) };
}
