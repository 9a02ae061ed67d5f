import { type Executor, eq, schema } from '@pledgethon/db';

const { participantImports, participants, teams } = schema;

// Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement (10 columns a row here).
const ROWS_PER_INSERT = 4_000;

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

export async function insertParticipantsInBatches(db: Executor, rows: (typeof participants.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db.insert(participants).values(rows.slice(start, start + ROWS_PER_INSERT));
  }
}
