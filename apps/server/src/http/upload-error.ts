import { messages } from '@pledgethon/core';
import { AppError, errorStatus } from './app-error';

/**
 * What a failure while reading a multipart upload means to the sender: a file over the route's limit
 * (413 'File size limit exceeded'), or a malformed body (no boundary, a truncated part, too many
 * parts), which is theirs to fix.
 */
export function uploadError(error: unknown): AppError {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  const code = (error as { code?: unknown } | null)?.code;
  if (status === errorStatus.too_large || code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('too_large', messages.fileSizeLimitExceeded, {
      File: messages.fileSizeLimitExceeded,
    });
  }
  return new AppError('validation', messages.invalidData);
}
