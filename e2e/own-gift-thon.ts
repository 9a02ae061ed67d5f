import { type Executor, hashPassword, schema } from '@pledgethon/db';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { OWN_ACCOUNT_PASSWORD, OWN_GIFT_THON } from './own-accounts';

/** Writes OWN_GIFT_THON: an active Thon with one participant, organised by its own organiser. */
export async function createOwnGiftThon(db: Executor): Promise<void> {
  const [organization] = await db
    .insert(schema.organizations)
    .values({ name: OWN_GIFT_THON.organization, type: 'Elementary School', state: 'OH', countryCode: 'US' })
    .returning();
  const event = await createEvent(db, {
    organizationId: organization?.id,
    eventCode: OWN_GIFT_THON.eventCode,
    name: OWN_GIFT_THON.name,
    eventDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    status: 'active',
  });
  await createParticipant(db, event.id, { id: OWN_GIFT_THON.participantId, ...OWN_GIFT_THON.participant });
  const [organizer] = await db
    .insert(schema.users)
    .values({
      ...OWN_GIFT_THON.organizer,
      passwordHash: await hashPassword(OWN_ACCOUNT_PASSWORD),
      termsAcceptedAt: new Date(),
    })
    .returning();
  if (!organizer) throw new Error('no organiser');
  await db.insert(schema.userRoles).values({ userId: organizer.id, role: 'organizer', eventId: event.id });
}
