import { type Executor, hashPassword, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createTeam } from '@pledgethon/db/testing';
import { OWN_ACCOUNT_PASSWORD, OWN_LAP_THON } from './own-accounts';

/** Writes OWN_LAP_THON: its event (laps, at most 35), teams, runners and organiser. */
export async function createOwnLapThon(db: Executor): Promise<void> {
  const event = await createEvent(db, {
    eventCode: OWN_LAP_THON.eventCode,
    name: OWN_LAP_THON.name,
    eventDate: new Date().toISOString().slice(0, 10),
    status: 'active',
  });
  const teams = new Map<string, string>();
  for (const name of OWN_LAP_THON.teams) teams.set(name, (await createTeam(db, event.id, name)).id);
  for (const [index, runner] of OWN_LAP_THON.participants.entries()) {
    await createParticipant(db, event.id, {
      firstName: runner.firstName,
      lastName: runner.lastName,
      teamId: teams.get(runner.team) ?? null,
      accessCode: `E2E-LAPS-${index + 1}`,
    });
  }
  const [organizer] = await db
    .insert(schema.users)
    .values({
      ...OWN_LAP_THON.organizer,
      passwordHash: await hashPassword(OWN_ACCOUNT_PASSWORD),
      termsAcceptedAt: new Date(),
    })
    .returning();
  if (!organizer) throw new Error('no organiser');
  await db.insert(schema.userRoles).values({ userId: organizer.id, role: 'organizer', eventId: event.id });
}
