import { createHash } from 'node:crypto';
import type { ContactFormFields } from '@pledgethon/contracts';
import type { ReceivedFile } from './contact-attachments';

/**
 * The key that makes a resent form (a double click, a retry after a lost answer) one request.
 * The client's Idempotency-Key decides when it sends one, scoped to the sender so keys of two
 * senders never meet; otherwise the content does, within one UTC day, so the same question asked
 * again another day is a new request.
 */
export function contactIdempotencyKey({
  headerKey,
  userId,
  fields,
  files,
  now,
}: {
  headerKey: string | undefined;
  userId: string | null;
  fields: ContactFormFields;
  files: ReceivedFile[];
  now: Date;
}): string {
  const hash = createHash('sha256');
  const sender = `${userId ?? 'anonymous'}\0${fields.From.toLowerCase()}`;
  if (headerKey) {
    hash.update(`client\0${sender}\0${headerKey}`);
  } else {
    const day = now.toISOString().slice(0, 10);
    hash.update(
      ['content', sender, day, fields.FromName, fields.Subject, fields.Message, fields.jiraIssueType].join(
        '\0',
      ),
    );
    for (const file of files) {
      hash.update(`\0${file.fileName}\0${createHash('sha256').update(file.data).digest('hex')}`);
    }
  }
  return `contact:${hash.digest('hex')}`;
}
