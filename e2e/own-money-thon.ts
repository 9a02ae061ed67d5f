import { type Executor, hashPassword, schema } from '@pledgethon/db';
import { OWN_ACCOUNT_PASSWORD, OWN_MONEY_THON } from './own-accounts';

/** Writes OWN_MONEY_THON: its organisation, event (2 to 60 pages), teams, participants and organiser. */
export async function createOwnMoneyThon(db: Executor): Promise<void> {
  const [organization] = await db
    .insert(schema.organizations)
    .values({ name: 'Birch Middle School', type: 'Middle School', state: 'IL', countryCode: 'US' })
    .returning();
  if (!organization) throw new Error('no organisation');
  const [event] = await db
    .insert(schema.events)
    .values({
      organizationId: organization.id,
      name: OWN_MONEY_THON.name,
      eventCode: OWN_MONEY_THON.eventCode,
      eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      timeZone: 'America/New_York',
      unitName: 'page',
      unitNamePlural: 'pages',
      minUnits: 2,
      maxUnits: 60,
      goalCents: 200_000,
      fundsGoTo: 'New library books',
      status: 'active',
    })
    .returning();
  if (!event) throw new Error('no event');
  const teams = await db
    .insert(schema.teams)
    .values(OWN_MONEY_THON.teams.map((name) => ({ eventId: event.id, name })))
    .returning();
  await db.insert(schema.participants).values(
    OWN_MONEY_THON.participants.map((child, index) => ({
      eventId: event.id,
      teamId: teams.find((team) => team.name === child.team)?.id ?? null,
      firstName: child.firstName,
      lastName: child.lastName,
      accessCode: `E2E-MONEY-${index + 1}`,
    })),
  );
  const [organizer] = await db
    .insert(schema.users)
    .values({
      ...OWN_MONEY_THON.organizer,
      passwordHash: await hashPassword(OWN_ACCOUNT_PASSWORD),
      termsAcceptedAt: new Date(),
    })
    .returning();
  if (!organizer) throw new Error('no organiser');
  await db.insert(schema.userRoles).values({ userId: organizer.id, role: 'organizer', eventId: event.id });
}
