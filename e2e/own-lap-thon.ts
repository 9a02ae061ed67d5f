import { type Executor, hashPassword, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createTeam, createUser } from '@pledgethon/db/testing';
import { OWN_ACCOUNT_PASSWORD } from './own-accounts';

type LapThon = {
  eventCode: string;
  name: string;
  organizer: { email: string; firstName: string; lastName: string };
  teams: readonly string[];
  participants: readonly {
    firstName: string;
    lastName: string;
    team: string;
    teacher?: { firstName: string; lastName: string };
  }[];
};

/**
 * Writes a lap-counting Thon (OWN_GATES_THON): its event (laps),
 * teams, runners (with their class teacher, if named) and organiser.
 */
export async function createOwnLapThon(db: Executor, thon: LapThon): Promise<void> {
  const event = await createEvent(db, {
    eventCode: thon.eventCode,
    name: thon.name,
    eventDate: new Date().toISOString().slice(0, 10),
    status: 'active',
  });
  const teams = new Map<string, string>();
  for (const name of thon.teams) teams.set(name, (await createTeam(db, event.id, name)).id);
  // Badge numbers follow the order the children joined: a millisecond apart, each joins after the one
  // before it even where the engine's clock would give two quick inserts the same moment.
  const joinedFrom = Date.now();
  for (const [index, runner] of thon.participants.entries()) {
    const teacher = runner.teacher && (await createUser(db, runner.teacher));
    await createParticipant(db, event.id, {
      firstName: runner.firstName,
      lastName: runner.lastName,
      teamId: teams.get(runner.team) ?? null,
      teacherUserId: teacher ? teacher.id : null,
      accessCode: `${thon.eventCode}-${index + 1}`,
      createdAt: new Date(joinedFrom + index),
    });
  }
  const [organizer] = await db
    .insert(schema.users)
    .values({
      ...thon.organizer,
      passwordHash: await hashPassword(OWN_ACCOUNT_PASSWORD),
      termsAcceptedAt: new Date(),
    })
    .returning();
  if (!organizer) throw new Error('no organiser');
  await db.insert(schema.userRoles).values({ userId: organizer.id, role: 'organizer', eventId: event.id });
}
