import { CONTACT_ATTACHMENT_TYPES } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../http/app-error';
import type { ReceivedFile } from './contact-attachments';

const allowed = new Set<string>(CONTACT_ATTACHMENT_TYPES);
const utf8 = new TextDecoder('utf-8', { fatal: true });
// Tab, line feed, form feed and carriage return are text; other control characters are not. In
// UTF-8 they are single bytes, so the bytes can be checked directly.
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
const isControl = (byte: number) => (byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f;

function isPlainText(data: Buffer): boolean {
  if (data.some(isControl)) return false;
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
}

/** The file's type as its content shows it (never as the sender declared it), or undefined. */
export async function detectAttachmentType(data: Buffer): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(data);
  if (detected) return detected.mime;
  return isPlainText(data) ? 'text/plain' : undefined;
}

/** The files with the types their content shows; refuses any outside the allowed list. */
export async function withDetectedTypes(files: ReceivedFile[]): Promise<ReceivedFile[]> {
  const typed: ReceivedFile[] = [];
  for (const file of files) {
    const contentType = await detectAttachmentType(file.data);
    if (!contentType || !allowed.has(contentType)) {
      throw new AppError('validation', messages.attachmentTypeNotAllowed, {
        Files: messages.attachmentTypeNotAllowed,
      });
    }
    typed.push({ ...file, contentType });
  }
  return typed;
}
