import { and, type Executor, eq, isNull, schema, sql } from '@pledgethon/db';

const { participantImports, participants, teams } = schema;

// Rows per INSERT: each batch is one JSON text, kept to a few megabytes.
const ROWS_PER_INSERT = 10_000;

export async function findTeamsByName(db: Executor, { eventId }: { eventId: string }) {
  const rows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(teams.eventId, eventId));
  return new Map(rows.map((team) => [team.name.toLowerCase(), team.id]));
}

/** Creates the teams by name (those that exist stay as they are) and answers every team by lower-cased name. */
export async function ensureTeams(db: Executor, { eventId, names }: { eventId: string; names: string[] }) {
  if (names.length > 0) {
    await db
      .insert(teams)
      .values(names.map((name) => ({ eventId, name })))
      .onConflictDoNothing();
  }
  return findTeamsByName(db, { eventId });
}

/**
 * Records the upload under its idempotency key; undefined when that key is already recorded, that is
 * when the same file was imported into the Thon before.
 */
export async function insertImportOnce(db: Executor, values: typeof participantImports.$inferInsert) {
  const [row] = await db
    .insert(participantImports)
    .values(values)
    .onConflictDoNothing({ target: participantImports.idempotencyKey })
    .returning({ id: participantImports.id });
  return row?.id;
}

export type ImportedParticipant = {
  eventId: string;
  importId: string;
  firstName: string;
  lastName: string;
  goalCents: number;
  teamId: string | null;
  teacherUserId: string | null;
  grade: string | null;
  shirtSize: string | null;
  parentEmail: string | null;
  accessCode: string;
};

/**
 * Inserts the rows a batch at a time, each batch as one JSON parameter read back with
 * json_to_recordset: one bound value instead of ten per row, which the embedded engine binds far
 * faster than tens of thousands of separate parameters.
 */
export async function insertParticipantsInBatches(db: Executor, rows: ImportedParticipant[]) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const batch = JSON.stringify(rows.slice(start, start + ROWS_PER_INSERT));
    await db.execute(sql`
      insert into ${participants} (event_id, import_id, first_name, last_name, goal_cents, team_id,
        teacher_user_id, grade, shirt_size, parent_email, access_code)
      select r."eventId", r."importId", r."firstName", r."lastName", r."goalCents", r."teamId",
        r."teacherUserId", r.grade::grade, r."shirtSize"::shirt_size, r."parentEmail", r."accessCode"
      from json_to_recordset(${batch}::json) as r("eventId" uuid, "importId" uuid, "firstName" text,
        "lastName" text, "goalCents" integer, "teamId" uuid, "teacherUserId" uuid, grade text,
        "shirtSize" text, "parentEmail" text, "accessCode" text)`);
  }
}

/** The key (participantKey) of every participant of the Thon not removed. */
export async function findParticipantKeys(db: Executor, { eventId }: { eventId: string }) {
  return db
    .select({
      firstName: participants.firstName,
      lastName: participants.lastName,
      teamId: participants.teamId,
      teacherUserId: participants.teacherUserId,
    })
    .from(participants)
    .where(and(eq(participants.eventId, eventId), isNull(participants.removedAt)));
}
