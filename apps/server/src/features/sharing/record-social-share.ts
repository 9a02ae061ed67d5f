import type { ShareResult } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Database } from '@pledgethon/db';
import type { ShareSubject } from './share-access';
import { readShareCounter } from './share-counter';
import { insertShare } from './sharing.queries';

/** Counts a post the participant's page was shared in; its audience is unknown, so it counts one. */
export async function recordSocialShare(
  db: Database,
  subject: ShareSubject & { userId: string },
): Promise<ShareResult> {
  await insertShare(db, {
    participantId: subject.participant.id,
    userId: subject.userId,
    channel: 'social',
    recipientCount: 1,
    addresses: [],
  });
  return {
    Message: messages.saved,
    Counter: await readShareCounter(db, { participantId: subject.participant.id }),
    HeldUntil: null,
  };
}
