import { randomUUID } from 'node:crypto';
import type { ContactFormFields } from '@pledgethon/contracts';
import type { Executor } from '@pledgethon/db';
import type { Config } from '../../config';
import {
  type ContactRequest,
  findContactRequestByIdempotencyKey,
  insertContactRequest,
} from './contact.queries';
import { type ReceivedFile, removeContactAttachments, saveContactAttachments } from './contact-attachments';

export type ContactToStore = {
  fields: ContactFormFields;
  files: ReceivedFile[];
  userId: string | null;
  idempotencyKey: string;
};

/**
 * Keeps the request and its files, or gives the one already kept under the same idempotency key.
 * The row exists only if every file was written, and no files outlive a row that was not stored.
 */
export async function storeContactRequest(
  { db, config }: { db: Executor; config: Config },
  { fields, files, userId, idempotencyKey }: ContactToStore,
): Promise<ContactRequest> {
  const existing = await findContactRequestByIdempotencyKey(db, idempotencyKey);
  if (existing) return existing;

  const id = randomUUID();
  let stored: ContactRequest | undefined;
  try {
    stored = await db.transaction(async (tx) => {
      const attachments = await saveContactAttachments(config.DATA_DIR, id, files);
      return insertContactRequest(tx, {
        id,
        fromEmail: fields.From,
        fromName: fields.FromName,
        subject: fields.Subject,
        message: fields.Message,
        jiraIssueType: fields.jiraIssueType,
        attachments,
        userId,
        idempotencyKey,
      });
    });
  } catch (error) {
    await removeContactAttachments(config.DATA_DIR, id);
    throw error;
  }
  if (stored) return stored;

  // A resend running alongside stored it first; its files are the ones kept.
  await removeContactAttachments(config.DATA_DIR, id);
  const first = await findContactRequestByIdempotencyKey(db, idempotencyKey);
  if (!first) throw new Error('contact request vanished between insert and read');
  return first;
}
