import { shiftCalendarDate } from '@pledgethon/core';
import { type Executor, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createTeam } from '@pledgethon/db/testing';
import { OWN_ACCOUNTS, OWN_THON } from './own-accounts';

/**
 * Creates OWN_THON with its teams, participants, organiser and team leader, for the browser tests that
 * change a Thon's people. `users` are the own accounts as start-server.ts inserted them.
 */
export async function createOwnThon(db: Executor, users: { id: string; email: string }[]): Promise<void> {
  const userId = (email: string) => {
    const user = users.find((candidate) => candidate.email === email);
    if (!user) throw new Error(`own account ${email} missing`);
    return user.id;
  };
  const event = await createEvent(db, {
    eventCode: OWN_THON.eventCode,
    name: OWN_THON.name,
    // A month ahead, as the demo Thon is: a Thon that is still to come.
    eventDate: shiftCalendarDate(new Date().toISOString().slice(0, 10), 30),
    status: 'active',
  });
  const teams = new Map<string, string>();
  for (const name of OWN_THON.teams) teams.set(name, (await createTeam(db, event.id, name)).id);
  for (const participant of OWN_THON.participants) {
    await createParticipant(db, event.id, {
      firstName: participant.firstName,
      lastName: participant.lastName,
      teamId: teams.get(participant.team) ?? null,
    });
  }
  await db.insert(schema.userRoles).values([
    {
      userId: userId(OWN_ACCOUNTS.thonOrganizer.email),
      role: 'organizer',
      eventId: event.id,
      organizationId: event.organizationId,
    },
    {
      userId: userId(OWN_ACCOUNTS.thonTeamLeader.email),
      role: 'team_leader',
      teamId: teams.get(OWN_THON.teams[0]) ?? null,
    },
  ]);
}
