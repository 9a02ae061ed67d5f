import { and, asc, desc, type Executor, eq, inArray, type SQL, schema, sql } from '@pledgethon/db';

const { events, participants, results, resultChanges, teams, users } = schema;
type ResultSource = (typeof schema.RESULT_SOURCES)[number];

/** The Thon's unit names and the range a result must fall in. */
export async function findUnitRange(db: Executor, { eventId }: { eventId: string }) {
  const [row] = await db
    .select({ unitNamePlural: events.unitNamePlural, min: events.minUnits, max: events.maxUnits })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

/** Participants in scope with their recorded units, by team and name; one more than `limit` tells "more". */
export function findResultRows(db: Executor, { scope, limit }: { scope: SQL; limit: number }) {
  return db
    .select({
      participantId: participants.id,
      firstName: participants.firstName,
      lastName: participants.lastName,
      teamName: teams.name,
      units: results.units,
    })
    .from(participants)
    .leftJoin(teams, eq(teams.id, participants.teamId))
    .leftJoin(results, eq(results.participantId, participants.id))
    .where(scope)
    .orderBy(asc(teams.name), asc(participants.lastName), asc(participants.firstName), asc(participants.id))
    .limit(limit + 1);
}

/**
 * The named participants that are in scope, with their current units, locked so that two saves of
 * the same grid record their changes one after the other.
 */
export function lockResultsOf(
  db: Executor,
  { scope, participantIds }: { scope: SQL; participantIds: string[] },
) {
  return db
    .select({ participantId: participants.id, units: results.units })
    .from(participants)
    .leftJoin(results, eq(results.participantId, participants.id))
    .where(and(scope, inArray(participants.id, participantIds)))
    .for('update', { of: participants });
}

export type ResultChange = { participantId: string; previousUnits: number | null; units: number };

/** Writes the new units and one audit row per change. */
export async function recordResultChanges(
  db: Executor,
  {
    eventId,
    changes,
    source,
    userId,
  }: { eventId: string; changes: ResultChange[]; source: ResultSource; userId: string | null },
) {
  if (changes.length === 0) return;
  const now = new Date();
  await db
    .insert(results)
    .values(
      changes.map((change) => ({
        participantId: change.participantId,
        units: change.units,
        recordedByUserId: userId,
        recordedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: results.participantId,
      set: {
        units: sql`excluded.units`,
        recordedByUserId: sql`excluded.recorded_by_user_id`,
        recordedAt: sql`excluded.recorded_at`,
      },
    });
  await db.insert(resultChanges).values(
    changes.map((change) => ({
      eventId,
      participantId: change.participantId,
      previousUnits: change.previousUnits,
      units: change.units,
      source,
      changedByUserId: userId,
      changedAt: now,
    })),
  );
}

/** A participant's result changes, newest first, with who made each. */
export function findResultHistory(db: Executor, { participantId }: { participantId: string }) {
  return db
    .select({
      previousUnits: resultChanges.previousUnits,
      units: resultChanges.units,
      source: resultChanges.source,
      changedByFirstName: users.firstName,
      changedByLastName: users.lastName,
      changedAt: resultChanges.changedAt,
    })
    .from(resultChanges)
    .leftJoin(users, eq(users.id, resultChanges.changedByUserId))
    .where(eq(resultChanges.participantId, participantId))
    .orderBy(desc(resultChanges.changedAt), desc(resultChanges.id));
}
