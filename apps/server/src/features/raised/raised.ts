import { type Executor, inArray, type SQL, schema, sql } from '@pledgethon/db';

const { pledges, results, events, payments, participants, eventTotals } = schema;

/**
 * What one pledge counts toward "raised" (decision 041): a flat pledge its amount; a per-unit pledge
 * its rate times the participant's recorded units, counting no more than the event's max units and
 * never more than the donor's own maximum (the core rule pledgeTotalCents, in SQL so totals are summed
 * where the rows are). A cancelled pledge counts nothing. Postgres' least() skips a null maximum.
 */
export const pledgedCents: SQL<number> = sql<number>`(case
  when ${pledges.status} = 'cancelled' then 0
  when ${pledges.kind} = 'flat' then ${pledges.amountCents}::bigint
  else least(
    ${pledges.rateCents}::bigint * least(
      coalesce((select ${results.units} from ${results} where ${results.participantId} = ${pledges.participantId}), 0),
      (select ${events.maxUnits} from ${events} where ${events.id} = ${pledges.eventId})
    ),
    ${pledges.maxCents}::bigint
  )
end)`;

/** Sums of cents come back as bigint (a string from the driver); every total here fits a JS number. */
export const sumOf = (value: SQL<number>) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

/**
 * What a payment still brings in after refunds: the amount collected sums over succeeded payments (a
 * whole refund changes the status, so it no longer counts; part of one is subtracted, decision 065).
 */
export const keptCents = sql<number>`(${payments.amountCents} - ${payments.refundedCents})`;

/**
 * The raised total of a Thon, every standing pledge of it, as a scalar subquery of a query that selects
 * from events: read from the totals the database keeps (decision 136), never summed per request.
 */
export const eventRaisedCents = (eventId: SQL | typeof events.id) =>
  sql<number>`coalesce((select ${eventTotals.raisedCents} from ${eventTotals} where ${eventTotals.eventId} = ${eventId}), 0)`.mapWith(
    Number,
  );

/** What each participant has raised (pledged), by participant id, from the kept totals (decision 136). */
export async function raisedCentsByParticipant(
  db: Executor,
  participantIds: string[],
): Promise<Map<string, number>> {
  const raised = new Map(participantIds.map((id) => [id, 0]));
  if (participantIds.length === 0) return raised;
  const rows = await db
    .select({ participantId: participants.id, cents: participants.raisedCents })
    .from(participants)
    .where(inArray(participants.id, participantIds));
  for (const row of rows) raised.set(row.participantId, row.cents);
  return raised;
}
