import {
  alias,
  and,
  asc,
  count,
  type Executor,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  rowsAsJson,
  type SQL,
  schema,
  sql,
} from '@pledgethon/db';
import { scopeTotals } from '../dashboard/scope-totals.queries';
import type { ThonReach } from '../thons/thon-reach';

const { events, invitations, participants, teams, userRoles, users } = schema;
const teachers = alias(users, 'teachers');

export type NewThonParticipant = typeof participants.$inferInsert;

/** The Thon's id by its event code, whatever its letter case. */
export async function findThonIdByCode(db: Executor, { eventCode }: { eventCode: string }) {
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(sql`lower(${events.eventCode})`, eventCode.toLowerCase()))
    .limit(1);
  return event?.id;
}

/** The participants of the Thon that the reach covers: all, one teacher's class, or one team. */
export function withinReach(eventId: string, reach: ThonReach['participants']): SQL | undefined {
  const own = and(eq(participants.eventId, eventId), isNull(participants.removedAt));
  if (reach.kind === 'class') return and(own, eq(participants.teacherUserId, reach.teacherUserId));
  if (reach.kind === 'team') return and(own, eq(participants.teamId, reach.teamId));
  return own;
}

const participantColumns = {
  id: participants.id,
  eventId: participants.eventId,
  firstName: participants.firstName,
  lastName: participants.lastName,
  goalCents: participants.goalCents,
  raisedCents: participants.raisedCents,
  grade: participants.grade,
  shirtSize: participants.shirtSize,
  teamId: participants.teamId,
  teamName: teams.name,
  teacherUserId: participants.teacherUserId,
  teacherFirstName: teachers.firstName,
  teacherLastName: teachers.lastName,
  parentEmail: participants.parentEmail,
  accessCode: participants.accessCode,
  removedAt: participants.removedAt,
  completedAt: participants.completedAt,
};
export type ParticipantRow = Awaited<ReturnType<typeof findParticipant>> & {};

function searchCondition(search: string | undefined): SQL | undefined {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  // Every word must appear in a name, the access code or the team: "maya 3b" narrows as it is typed.
  return and(
    ...words.map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(
        ilike(participants.firstName, pattern),
        ilike(participants.lastName, pattern),
        ilike(participants.accessCode, pattern),
        ilike(teams.name, pattern),
      );
    }),
  );
}

export async function listThonParticipants(
  db: Executor,
  options: {
    eventId: string;
    reach: ThonReach['participants'];
    search?: string | undefined;
    teamId?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const where = and(
    withinReach(options.eventId, options.reach),
    options.teamId ? eq(participants.teamId, options.teamId) : undefined,
    searchCondition(options.search),
  );
  const unfiltered = !options.teamId && !searchCondition(options.search);
  // Unfiltered, the count the database keeps (decision 136), rather than counting the Thon.
  const total = unfiltered
    ? scopeTotals({ event: { id: options.eventId }, participants: options.reach }).participantCount
    : sql<number>`(${db
        .select({ total: count() })
        .from(participants)
        .leftJoin(teams, eq(teams.id, participants.teamId))
        .where(where)})`.mapWith(Number);
  const page = db
    .select(participantColumns)
    .from(participants)
    .leftJoin(teams, eq(teams.id, participants.teamId))
    .leftJoin(teachers, eq(teachers.id, participants.teacherUserId))
    .where(where)
    .orderBy(asc(participants.lastName), asc(participants.firstName), asc(participants.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  // The page and its total in one statement: the page comes back as JSON, its times as text.
  const [row] = await db
    .select({ total, rows: rowsAsJson(page) })
    .from(events)
    .where(eq(events.id, options.eventId));
  const rows = (row?.rows ?? []).map((found) => ({
    ...found,
    removedAt: found.removedAt === null ? null : new Date(found.removedAt),
    completedAt: found.completedAt === null ? null : new Date(found.completedAt),
  }));
  return { rows, total: row?.total ?? 0 };
}

export async function findParticipant(db: Executor, { participantId }: { participantId: string }) {
  const [row] = await db
    .select(participantColumns)
    .from(participants)
    .leftJoin(teams, eq(teams.id, participants.teamId))
    .leftJoin(teachers, eq(teachers.id, participants.teacherUserId))
    .where(eq(participants.id, participantId))
    .limit(1);
  return row;
}

export async function insertParticipant(db: Executor, values: NewThonParticipant) {
  const [row] = await db.insert(participants).values(values).returning({ id: participants.id });
  if (!row) throw new Error('participant insert returned no row');
  return row.id;
}

export async function updateParticipantFields(
  db: Executor,
  { participantId, values }: { participantId: string; values: Partial<NewThonParticipant> },
) {
  await db.update(participants).set(values).where(eq(participants.id, participantId));
}

/** Moves the listed participants of the Thon that the reach covers; answers how many moved. */
export async function moveParticipantsToTeam(
  db: Executor,
  options: {
    eventId: string;
    reach: ThonReach['participants'];
    participantIds: string[];
    teamId: string | null;
  },
) {
  const moved = await db
    .update(participants)
    .set({ teamId: options.teamId })
    .where(and(withinReach(options.eventId, options.reach), inArray(participants.id, options.participantIds)))
    .returning({ id: participants.id });
  return moved.length;
}

/** The Thon's teams by name, with their leader or the leader's open invitation, and how many participants are on each. */
export async function findThonTeams(db: Executor, { eventId }: { eventId: string }) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      leaderFirstName: users.firstName,
      leaderLastName: users.lastName,
      leaderEmail: users.email,
      invitedLeaderEmail: sql<
        string | null
      >`(select ${invitations.email} from ${invitations} where ${invitations.teamId} = ${teams.id} and ${invitations.role} = 'team_leader' and ${invitations.acceptedAt} is null and ${invitations.expiresAt} > now() order by ${invitations.createdAt} limit 1)`,
      participantCount: sql<number>`(select count(*)::int from ${participants} where ${participants.teamId} = ${teams.id} and ${participants.removedAt} is null)`,
    })
    .from(teams)
    .leftJoin(userRoles, and(eq(userRoles.teamId, teams.id), eq(userRoles.role, 'team_leader')))
    .leftJoin(users, eq(users.id, userRoles.userId))
    .where(eq(teams.eventId, eventId))
    .orderBy(asc(sql`lower(${teams.name})`));
}

/** The users who teach in the Thon, by name. */
export async function findThonTeachers(db: Executor, { eventId }: { eventId: string }) {
  return db
    .selectDistinct({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, 'teacher'), eq(userRoles.eventId, eventId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export async function isTeamOfThon(db: Executor, { eventId, teamId }: { eventId: string; teamId: string }) {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.eventId, eventId)))
    .limit(1);
  return Boolean(row);
}

export async function isTeacherOfThon(
  db: Executor,
  { eventId, userId }: { eventId: string; userId: string },
) {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'teacher'), eq(userRoles.eventId, eventId)))
    .limit(1);
  return Boolean(row);
}
