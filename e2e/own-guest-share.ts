import { createHash } from 'node:crypto';
import { type Executor, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createPledge } from '@pledgethon/db/testing';
import { OWN_GUEST_SHARE } from './own-accounts';

/** Creates OWN_GUEST_SHARE: its Thon, participant and a $3-a-lap pledge whose link the test opens. */
export async function createOwnGuestShare(db: Executor) {
  const { eventCode, name, participant, pledgeToken } = OWN_GUEST_SHARE;
  const event = await createEvent(db, {
    eventCode,
    name,
    status: 'active',
    eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    fundsGoTo: 'the swim team',
  });
  const swimmer = await createParticipant(db, event.id, participant);
  const pledge = await createPledge(db, swimmer, {
    rateCents: 300,
    donorEmail: 'e2e.guest-donor@example.com',
  });
  // Kept as the product keeps a link: by its hash only.
  await db.insert(schema.pledgeLinks).values({
    tokenHash: createHash('sha256').update(pledgeToken).digest('hex'),
    pledgeId: pledge.id,
  });
}
