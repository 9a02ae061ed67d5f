import { alias, and, asc, type Executor, eq, lte, schema, sql } from '@pledgethon/db';
import { collectedOnPledge } from '../collections/collections.queries';
import { stateOf } from '../delivery/thon-messages.queries';
import { keptCents, pledgedCents } from '../raised/raised';

const {
  outboxMessages,
  participants,
  payments,
  pledges,
  reminderDeliveries,
  reminderSettings,
  results,
  teams,
  users,
} = schema;

/**
 * One page of a table of the export. Rows created after the export began are left out, so that the
 * CSV files and the workbook, each read page by page, hold the same rows. `startedAt` is the
 * database's own time, as text to keep its microseconds: rows are stamped by that clock, not ours.
 */
export type ExportPage = { eventId: string; startedAt: string; limit: number; offset: number };

/** The database's time now, exactly as it stamps rows. */
export async function databaseTime(db: Executor): Promise<string> {
  const result = (await db.execute(sql`select statement_timestamp()::text as now`)) as { rows: unknown[] };
  const [row] = result.rows as { now: string }[];
  if (!row) throw new Error('the database answered no time');
  return row.now;
}

type Column = Parameters<typeof lte>[0];

/** A table's rows of the Thon created before the export began, oldest first. */
const rowsOf = (table: { eventId: Column; createdAt: Column; id: Column }, page: ExportPage) => ({
  where: and(eq(table.eventId, page.eventId), lte(table.createdAt, sql`${page.startedAt}::timestamptz`)),
  order: [asc(table.createdAt), asc(table.id)],
});

const teacher = alias(users, 'teacher');
const participantName = sql<string | null>`${participants.firstName} || ' ' || ${participants.lastName}`;

export function findParticipantsPage(db: Executor, page: ExportPage) {
  return db
    .select({
      participant: participants,
      teamName: teams.name,
      teacherFirstName: teacher.firstName,
      teacherLastName: teacher.lastName,
    })
    .from(participants)
    .leftJoin(teams, eq(teams.id, participants.teamId))
    .leftJoin(teacher, eq(teacher.id, participants.teacherUserId))
    .where(rowsOf(participants, page).where)
    .orderBy(...rowsOf(participants, page).order)
    .limit(page.limit)
    .offset(page.offset);
}

export function findPledgesPage(db: Executor, page: ExportPage) {
  return db
    .select({
      pledge: pledges,
      participantName,
      pledgedCents: sql<number>`${pledgedCents}`.mapWith(Number),
      collectedCents: collectedOnPledge,
    })
    .from(pledges)
    .leftJoin(participants, eq(participants.id, pledges.participantId))
    .where(rowsOf(pledges, page).where)
    .orderBy(...rowsOf(pledges, page).order)
    .limit(page.limit)
    .offset(page.offset);
}

export function findPaymentsPage(db: Executor, page: ExportPage) {
  return db
    .select({
      payment: payments,
      participantName,
      keptCents: sql<number>`${keptCents}`.mapWith(Number),
    })
    .from(payments)
    .leftJoin(participants, eq(participants.id, payments.participantId))
    .where(rowsOf(payments, page).where)
    .orderBy(...rowsOf(payments, page).order)
    .limit(page.limit)
    .offset(page.offset);
}

// A result has no creation time of its own: it is kept with its participant's, the participant's
// time decides whether it belongs to the export.
export function findResultsPage(db: Executor, page: ExportPage) {
  return db
    .select({
      participantId: participants.id,
      participantName,
      teamName: teams.name,
      units: results.units,
      recordedAt: results.recordedAt,
    })
    .from(results)
    .innerJoin(participants, eq(participants.id, results.participantId))
    .leftJoin(teams, eq(teams.id, participants.teamId))
    .where(rowsOf(participants, page).where)
    .orderBy(...rowsOf(participants, page).order)
    .limit(page.limit)
    .offset(page.offset);
}

/** The Thon's sent-messages log, oldest first, with each message's delivery state when the export began. */
export function findMessagesPage(db: Executor, page: ExportPage) {
  return db
    .select({
      message: outboxMessages,
      state: stateOf(new Date(page.startedAt)),
      reminder: reminderSettings.key,
    })
    .from(outboxMessages)
    .leftJoin(reminderDeliveries, eq(reminderDeliveries.outboxMessageId, outboxMessages.id))
    .leftJoin(reminderSettings, eq(reminderSettings.id, reminderDeliveries.reminderSettingId))
    .where(rowsOf(outboxMessages, page).where)
    .orderBy(...rowsOf(outboxMessages, page).order)
    .limit(page.limit)
    .offset(page.offset);
}
