import { CONTACT_ATTACHMENT_TYPES } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
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

/**
 * The name endings each allowed type goes by. Plain text has no signature, so any of the text
 * formats a sender might export (a log, a CSV, notes) reads as it; none of them runs when opened.
 */
const EXTENSIONS: Record<(typeof CONTACT_ATTACHMENT_TYPES)[number], readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/bmp': ['bmp', 'dib'],
  'image/heic': ['heic', 'heif'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt', 'text', 'log', 'csv', 'md'],
};

/**
 * Whether a file's name agrees with the type its content shows: its ending is one of that type's, or
 * it has none. Support opens attachments by their names, and a page named photo.jpg would otherwise
 * reach them as a picture.
 */
export function nameAgrees(fileName: string, contentType: string): boolean {
  const base = fileName.replaceAll('\\', '/').split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return true;
  const extension = base
    .slice(dot + 1)
    .trim()
    .toLowerCase();
  return EXTENSIONS[contentType as keyof typeof EXTENSIONS]?.includes(extension) ?? false;
}

/** The file's type as its content shows it (never as the sender declared it), or undefined. */
export async function detectAttachmentType(data: Buffer): Promise<string | undefined> {
  // Loaded with the first attachment, not at every start (decision 165).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  if (detected) return detected.mime;
  return isPlainText(data) ? 'text/plain' : undefined;
}

/**
 * The files with the types their content shows; refuses any outside the allowed list, and any whose
 * name's ending says another type.
 */
export async function withDetectedTypes(files: ReceivedFile[]): Promise<ReceivedFile[]> {
  const typed: ReceivedFile[] = [];
  for (const file of files) {
    const contentType = await detectAttachmentType(file.data);
    if (!contentType || !allowed.has(contentType)) {
      throw new AppError('validation', messages.attachmentTypeNotAllowed, {
        Files: messages.attachmentTypeNotAllowed,
      });
    }
    if (!nameAgrees(file.fileName, contentType)) {
      throw new AppError('validation', messages.attachmentNameMismatch, {
        Files: messages.attachmentNameMismatch,
      });
    }
    typed.push({ ...file, contentType });
  }
  return typed;
}
