import type { ShareResult } from '@pledgethon/contracts';
import { messages, shareEmailAddresses } from '@pledgethon/core';
import type { Database } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { emailOutboxRow } from '../../integrations/delivery/outbox-rows';
import { insertOutboxMessage } from '../../integrations/email/outbox.queries';
import type { JobQueue } from '../../jobs/job-queue';
import { recordShare } from './record-share';
import type { ShareSubject } from './share-access';
import { readShareCounter } from './share-counter';
import { shareEmail } from './share-messages';

export type ShareDeps = { db: Database; jobs: JobQueue; config: Config; log: FastifyBaseLogger };

/**
 * Sends the participant's share e-mail (or a donor's, `guestShareEmail`) to each new address (at most
 * 100) and counts them. Messages go
 * through the outbox in the share's own transaction; the delivery worker sends them when SMTP is configured.
 */
export async function shareByEmail(
  deps: ShareDeps,
  subject: ShareSubject & { userId: string | null },
  emails: string[],
  kind: 'email' | 'guestShareEmail' = 'email',
): Promise<ShareResult> {
  const { participant, event } = subject;
  const message = shareEmail(subject, { publicUrl: deps.config.publicUrl, kind });
  await recordShare(
    deps.db,
    {
      participantId: participant.id,
      userId: subject.userId,
      channel: 'email',
      checked: shareEmailAddresses(emails),
      invalidMessage: messages.invalidEmailFormat,
    },
    async (tx, shareId, addresses) => {
      for (const to of addresses) {
        // Not transactional: it carries an unsubscribe link, and an unsubscribed address is skipped.
        await insertOutboxMessage(
          tx,
          await emailOutboxRow(tx, deps.config, {
            to,
            subject: message.subject,
            text: message.text,
            eventId: event.id,
            idempotencyKey: `share:${shareId}:${to}`,
            transactional: false,
          }),
        );
      }
    },
  );
  return {
    Message: messages.emailSent,
    Counter: await readShareCounter(deps.db, { participantId: participant.id }),
    HeldUntil: null,
  };
}
