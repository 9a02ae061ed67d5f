import {
  and,
  asc,
  type Executor,
  eq,
  gt,
  isNull,
  rowsOf,
  rowsPerTransaction,
  type SQL,
  schema,
  sql,
} from '@pledgethon/db';
import { chargeKeyOf } from '../payment-states/charge-keys';
import { retryCharge } from '../payment-states/charge-moves.queries';
import { pledgedCents } from '../raised/raised';

const { pledgeCharges, pledges, payments, chargeRequests } = schema;

/** What charging one pledge needs, read together with the charge row. */
export type ChargeToMake = {
  id: string;
  pledgeId: string;
  eventId: string;
  participantId: string | null;
  attempt: number;
  pledgeCents: number;
  coversFees: boolean;
  savedPaymentMethod: string | null;
  /** The card this attempt was asked with; null for the saved card, charged without the donor. */
  attemptPaymentMethod: string | null;
};

const chargeColumns = {
  id: pledgeCharges.id,
  pledgeId: pledgeCharges.pledgeId,
  eventId: pledgeCharges.eventId,
  participantId: pledges.participantId,
  attempt: pledgeCharges.attempt,
  pledgeCents: pledgeCharges.pledgeCents,
  coversFees: pledges.coversFees,
  savedPaymentMethod: pledges.savedPaymentMethod,
  attemptPaymentMethod: pledgeCharges.paymentMethod,
};

export async function findChargeRequest(db: Executor, { id }: { id: string }) {
  const [row] = await db.select().from(chargeRequests).where(eq(chargeRequests.id, id)).limit(1);
  return row;
}

export async function listUnprocessedChargeRequestIds(
  db: Executor,
  { eventId }: { eventId?: string } = {},
): Promise<string[]> {
  const rows = await db
    .select({ id: chargeRequests.id })
    .from(chargeRequests)
    .where(and(isNull(chargeRequests.processedAt), eventId ? eq(chargeRequests.eventId, eventId) : undefined))
    .orderBy(asc(chargeRequests.createdAt));
  return rows.map((row) => row.id);
}

export async function markChargeRequestProcessed(db: Executor, { id }: { id: string }) {
  await db.update(chargeRequests).set({ processedAt: new Date() }).where(eq(chargeRequests.id, id));
}

// Pledges whose charge is fixed per statement: on PostgreSQL all of a Thon's at once; on the embedded
// engine, whose one session makes every request wait for the statement running, a page at a time.
const PREPARED_PER_STATEMENT = { server: Number.POSITIVE_INFINITY, embedded: 250 };

/**
 * Fixes the amount of every standing card pledge in scope that has no charge yet, in pledge order:
 * the amount by the one definition of raised, nothing under the $1 minimum (decision 051), and a
 * pledge already paid (a flat gift charged when it was made) recorded as paid. A second run, or a
 * second process, adds nothing: the pledge is unique among charges.
 */
export async function prepareCharges(
  db: Executor,
  { eventId, participantId }: { eventId: string; participantId: string | null },
): Promise<void> {
  const perStatement = rowsPerTransaction(db, PREPARED_PER_STATEMENT);
  const paged = Number.isFinite(perStatement);
  const inScope = participantId === null ? sql`true` : sql`${pledges.participantId} = ${participantId}`;
  const limit = paged ? sql`order by ${pledges.id} limit ${perStatement}` : sql``;
  let after: string | null = null;
  do {
    const from: SQL = after === null ? sql`true` : sql`${pledges.id} > ${after}`;
    const result = await db.execute(sql`
      with page as (
        select ${pledges.id} as id, ${pledges.eventId} as event_id, ${pledgedCents} as amount,
          (select ${payments.id} from ${payments}
            where ${payments.pledgeId} = ${pledges.id} and ${payments.status} = 'succeeded' limit 1) as paid_id
        from ${pledges}
        where ${pledges.eventId} = ${eventId} and ${inScope} and ${from}
          and ${pledges.status} <> 'cancelled' and not ${pledges.isOffline}
        ${limit}
      ), prepared as (
        insert into ${pledgeCharges} (pledge_id, event_id, pledge_cents, state, payment_id)
        select p.id, p.event_id,
          case when p.amount < 100 then 0 else p.amount end,
          (case when p.paid_id is not null then 'succeeded' when p.amount < 100 then 'not_due' else 'pending' end)::pledge_charge_state,
          p.paid_id
        from page p
        on conflict (pledge_id) do nothing
      )
      select ${paged ? sql`(select id from page order by id desc limit 1)` : sql`null`} as last`);
    after = rowsOf<{ last: string | null }>(result)[0]?.last ?? null;
  } while (after !== null);
}

/**
 * A pledge's charge, made when a flat gift is charged at once with the card given at the form (null:
 * the saved card); nothing when it already has one.
 */
export async function insertCharge(
  db: Executor,
  values: { pledgeId: string; eventId: string; pledgeCents: number; paymentMethod: string | null },
): Promise<void> {
  await db.insert(pledgeCharges).values(values).onConflictDoNothing({ target: pledgeCharges.pledgeId });
}

/** Charges waiting for the provider, in id order from `afterId`: the charging walks them in pages. */
export async function listPendingCharges(
  db: Executor,
  scope: { eventId: string; participantId: string | null; afterId: string | null; limit: number },
): Promise<ChargeToMake[]> {
  const conditions: SQL[] = [eq(pledgeCharges.eventId, scope.eventId), eq(pledgeCharges.state, 'pending')];
  if (scope.participantId) conditions.push(eq(pledges.participantId, scope.participantId));
  if (scope.afterId) conditions.push(gt(pledgeCharges.id, scope.afterId));
  return db
    .select(chargeColumns)
    .from(pledgeCharges)
    .innerJoin(pledges, eq(pledges.id, pledgeCharges.pledgeId))
    .where(and(...conditions))
    .orderBy(asc(pledgeCharges.id))
    .limit(scope.limit);
}

export async function findChargeOfPledge(db: Executor, { pledgeId }: { pledgeId: string }) {
  const [row] = await db
    .select({
      ...chargeColumns,
      state: pledgeCharges.state,
      failure: pledgeCharges.failure,
      kind: pledges.kind,
    })
    .from(pledgeCharges)
    .innerJoin(pledges, eq(pledges.id, pledgeCharges.pledgeId))
    .where(eq(pledgeCharges.pledgeId, pledgeId))
    .limit(1);
  return row;
}

/** Failed charges of standing pledges whose scheduled retry is due. */
export async function listDueRetries(db: Executor, { now, limit }: { now: Date; limit: number }) {
  return db
    .select({ id: pledgeCharges.id, attempt: pledgeCharges.attempt })
    .from(pledgeCharges)
    .innerJoin(pledges, eq(pledges.id, pledgeCharges.pledgeId))
    .where(
      and(
        eq(pledgeCharges.state, 'failed'),
        sql`${pledgeCharges.nextRetryAt} <= ${now}`,
        sql`${pledges.status} <> 'cancelled'`,
      ),
    )
    .orderBy(asc(pledgeCharges.nextRetryAt))
    .limit(limit);
}

/**
 * The next attempt of a failed charge, recorded with its card (null: the saved one) before the
 * provider is asked; nothing when another retry (the schedule's or the donor's link) started it first.
 */
export async function startNextAttempt(
  db: Executor,
  attempt: { id: string; attempt: number; paymentMethod: string | null },
): Promise<ChargeToMake | undefined> {
  const { id } = attempt;
  if (!(await retryCharge(db, attempt))) return undefined;
  const [charge] = await db
    .select(chargeColumns)
    .from(pledgeCharges)
    .innerJoin(pledges, eq(pledges.id, pledgeCharges.pledgeId))
    .where(eq(pledgeCharges.id, id));
  return charge;
}

/**
 * Attempts recorded before their call whose answer never came back (the process died, the provider
 * did not answer) and that nothing else will ask again: pending since before `olderThan`, with no
 * payment under their key, in a Thon with no charge request still being consumed (decision 119).
 */
export async function listUnresolvedAttempts(
  db: Executor,
  { olderThan, limit }: { olderThan: Date; limit: number },
): Promise<ChargeToMake[]> {
  return db
    .select(chargeColumns)
    .from(pledgeCharges)
    .innerJoin(pledges, eq(pledges.id, pledgeCharges.pledgeId))
    .where(
      and(
        eq(pledgeCharges.state, 'pending'),
        sql`${pledgeCharges.updatedAt} < ${olderThan}`,
        sql`not exists (select 1 from ${payments}
          where ${payments.idempotencyKey} = ${chargeKeyOf(pledgeCharges.pledgeId, pledgeCharges.attempt)})`,
        sql`not exists (select 1 from ${chargeRequests} where ${chargeRequests.eventId} = ${pledgeCharges.eventId}
          and ${chargeRequests.processedAt} is null)`,
      ),
    )
    .orderBy(asc(pledgeCharges.updatedAt))
    .limit(limit);
}
