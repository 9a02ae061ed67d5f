import { type Executor, schema } from '@pledgethon/db';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { OWN_ACCOUNTS, OWN_PLEDGE_THON } from './own-accounts';

/**
 * Creates OWN_PLEDGE_THON: an active Thon of 35 laps at most whose one participant ran 20, organised
 * by the pledgeOrganizer account (`users` as start-server.ts inserted them).
 */
export async function createOwnPledgeThon(db: Executor, users: { id: string; email: string }[]) {
  const organizer = users.find((user) => user.email === OWN_ACCOUNTS.pledgeOrganizer.email);
  if (!organizer) throw new Error('the pledge organiser account is missing');
  // A full address, as the settings page (where the test completes the Thon) shows one.
  const [organization] = await db
    .insert(schema.organizations)
    .values({ name: OWN_PLEDGE_THON.organization, type: 'Elementary School', state: 'IL', countryCode: 'US' })
    .returning();
  const event = await createEvent(db, {
    organizationId: organization?.id,
    eventCode: OWN_PLEDGE_THON.eventCode,
    name: OWN_PLEDGE_THON.name,
    eventDate: new Date().toISOString().slice(0, 10),
    fundsGoTo: 'new library books',
    status: 'active',
  });
  await createParticipant(db, event.id, {
    id: OWN_PLEDGE_THON.participantId,
    ...OWN_PLEDGE_THON.participant,
  });
  await db
    .insert(schema.results)
    .values({ participantId: OWN_PLEDGE_THON.participantId, units: OWN_PLEDGE_THON.laps });
  await db.insert(schema.userRoles).values({ userId: organizer.id, role: 'organizer', eventId: event.id });
}
