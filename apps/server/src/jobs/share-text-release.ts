import { APP_NAME } from '@pledgethon/core';
import { type Executor, eq, schema } from '@pledgethon/db';
import { insertOutboxMessage } from '../integrations/email/outbox.queries';
import type { JobQueue } from './job-queue';
import { QUEUES } from './queues';

export const SHARE_TEXT_RELEASE_QUEUE = QUEUES.shareTextRelease.name;

/** Texts of one share, each with the key that sends it once however often the job runs. */
export type ShareTexts = {
  shareId: string;
  eventId: string;
  texts: { to: string; body: string; idempotencyKey: string }[];
};

/** Puts a share's texts in the outbox, the texts' delivery; a repeat adds nothing. */
export async function releaseShareTexts(db: Executor, share: ShareTexts): Promise<void> {
  const [zone] = await db
    .select({ timeZone: schema.events.timeZone })
    .from(schema.events)
    .where(eq(schema.events.id, share.eventId));
  for (const text of share.texts) {
    await insertOutboxMessage(db, {
      channel: 'sms',
      toAddress: text.to,
      // A text's sender is the provider's number; the outbox names the product.
      fromAddress: APP_NAME,
      subject: null,
      body: text.body,
      eventId: share.eventId,
      idempotencyKey: text.idempotencyKey,
      // The delivery worker holds a text outside 8 AM-9 PM on the Thon's clock (decision 071).
      recipientTimeZone: zone?.timeZone ?? null,
    });
  }
}

/** Holds a share's texts until `releaseAt`: the queue keeps them through restarts, once per share. */
export async function holdShareTexts(jobs: JobQueue, share: ShareTexts, releaseAt: Date): Promise<void> {
  await jobs.boss.send(SHARE_TEXT_RELEASE_QUEUE, share, {
    startAfter: releaseAt,
    singletonKey: share.shareId,
  });
}

export async function startShareTextRelease(deps: { db: Executor; jobs: JobQueue }) {
  await deps.jobs.work<ShareTexts>(SHARE_TEXT_RELEASE_QUEUE, async ([job]) => {
    if (job) await releaseShareTexts(deps.db, job.data);
  });
}
