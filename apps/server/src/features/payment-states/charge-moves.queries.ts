import { and, type Executor, eq, rowsOf, schema, sql } from '@pledgethon/db';
import { chargeKey, chargeKeyOf } from './charge-keys';
import { ledgerCharges } from './ledger-entries.queries';
import { type CardPayment, payPayment } from './payment-moves.queries';
import { movable, toState } from './transitions';

const { pledgeCharges, payments, pledges } = schema;

const HOUR_MS = 3_600_000;
/** After the first failure the card is tried again in a day, after the second in three; then only the link. */
const RETRY_DELAYS_HOURS = [24, 72] as const;

const nextRetryAt = (attempt: number, now: Date): Date | null => {
  const hours = RETRY_DELAYS_HOURS[attempt - 1];
  return hours === undefined ? null : new Date(now.getTime() + hours * HOUR_MS);
};

/** One attempt at charging a pledge, as its charge row stands. */
type ChargeAttempt = {
  id: string;
  pledgeId: string;
  eventId: string;
  participantId: string | null;
  attempt: number;
};

export type Paid = {
  charge: ChargeAttempt;
  chargedCents: number;
  processingFeeCents: number;
  provider: string;
  reference: string;
  status: 'succeeded' | 'pending';
};
export type Refused = { charge: Pick<ChargeAttempt, 'id' | 'attempt'>; failure: string };

/**
 * The one settle of charges: each charge whose attempt's payment (named by its key) succeeded becomes
 * paid with it, from the states the table allows. The key names the pledge and the attempt, so a late
 * or repeated answer for another attempt settles nothing. Answers the pledges whose charge moved.
 */
export async function settleCharges(db: Executor, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  // The payments are named by their keys, so each is found through its unique index.
  const moved = await db.execute(sql`
    update ${pledgeCharges} c set state = ${toState('charge', 'paid')}, payment_id = p.id, failure = null,
      next_retry_at = null, updated_at = now()
    from ${payments} p
    where p.idempotency_key in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})
      and p.pledge_id = c.pledge_id
      and p.idempotency_key = ${chargeKeyOf(sql`c.pledge_id`, sql`c.attempt`)}
      and p.status = 'succeeded'
      and ${movable(sql`c.state`, 'charge', 'paid')}
    returning c.pledge_id`);
  return rowsOf<{ pledge_id: string }>(moved).map((row) => row.pledge_id);
}

/**
 * Records what the provider answered for a batch of charges: the payments (one per attempt's key; a
 * repeat adds nothing), the ledger entries of those that took money, then the charges they settle.
 * Answers the pledges whose charge this call settled.
 */
export async function recordPaid(
  db: Executor,
  paid: Paid[],
  { platformFeeBasisPoints }: { platformFeeBasisPoints: number },
): Promise<string[]> {
  if (paid.length === 0) return [];
  const written = await db
    .insert(payments)
    .values(
      paid.map(({ charge, chargedCents, processingFeeCents, provider, reference, status }) => ({
        eventId: charge.eventId,
        participantId: charge.participantId,
        pledgeId: charge.pledgeId,
        amountCents: chargedCents,
        processingFeeCents,
        method: 'card' as const,
        provider,
        providerReference: reference,
        status,
        idempotencyKey: chargeKey(charge.pledgeId, charge.attempt),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: payments.id });
  await ledgerCharges(db, { paymentIds: written.map((row) => row.id), platformFeeBasisPoints });
  const settled = paid.filter((item) => item.status === 'succeeded').map((item) => item.charge);
  return settleCharges(
    db,
    settled.map((charge) => chargeKey(charge.pledgeId, charge.attempt)),
  );
}

type ChargeSucceeded = Omit<CardPayment, 'eventId' | 'participantId'>;

/**
 * A charge the provider says succeeded (its webhook, or its answer after the bank's check): the
 * payment is written or moved to succeeded, then the charge of that attempt settles, also from
 * failed: the money was taken. Answers whether the charge moved.
 */
export async function settleCharge(db: Executor, paid: ChargeSucceeded): Promise<boolean> {
  const [charge] = await db
    .select({ eventId: pledgeCharges.eventId, participantId: pledges.participantId })
    .from(pledgeCharges)
    .innerJoin(pledges, eq(pledges.id, pledgeCharges.pledgeId))
    .where(eq(pledgeCharges.pledgeId, paid.pledgeId))
    .limit(1);
  if (!charge || paid.amountCents <= 0) return false;
  await payPayment(db, { ...paid, ...charge });
  const moved = await settleCharges(db, [paid.chargeKey]);
  return moved.length > 0;
}

/** Records refused charges; answers the pledges whose charge this call moved to failed (to e-mail once). */
export async function recordRefused(db: Executor, refused: Refused[], now: Date): Promise<string[]> {
  if (refused.length === 0) return [];
  const rows = refused.map(({ charge, failure }) => {
    const retryAt = nextRetryAt(charge.attempt, now);
    return sql`(${charge.id}::uuid, ${charge.attempt}::int, ${failure}::text, ${retryAt ? retryAt.toISOString() : null}::timestamptz)`;
  });
  const moved = await db.execute(sql`
    update ${pledgeCharges} c set state = ${toState('charge', 'refused')}, failure = v.failure,
      next_retry_at = v.retry_at, updated_at = now()
    from (values ${sql.join(rows, sql`, `)}) as v(id, attempt, failure, retry_at)
    where c.id = v.id and c.attempt = v.attempt and ${movable(sql`c.state`, 'charge', 'refused')}
    returning c.pledge_id`);
  return rowsOf<{ pledge_id: string }>(moved).map((row) => row.pledge_id);
}

/**
 * Starts the next attempt of a failed charge, under a new key: a compare-and-set on the attempt, so
 * of two retries (the schedule and the donor's link, two processes) only one goes to the provider.
 */
export async function retryCharge(
  db: Executor,
  { id, attempt, paymentMethod }: { id: string; attempt: number; paymentMethod: string | null },
): Promise<boolean> {
  const rows = await db
    .update(pledgeCharges)
    .set({ state: toState('charge', 'retried'), attempt: attempt + 1, paymentMethod, nextRetryAt: null })
    .where(
      and(
        eq(pledgeCharges.id, id),
        eq(pledgeCharges.attempt, attempt),
        movable(pledgeCharges.state, 'charge', 'retried'),
      ),
    )
    .returning({ id: pledgeCharges.id });
  return rows.length > 0;
}

/** The organiser stops chasing a failed charge; false when it was not failed. */
export async function writeOffCharge(db: Executor, { pledgeId }: { pledgeId: string }): Promise<boolean> {
  const rows = await db
    .update(pledgeCharges)
    .set({ state: toState('charge', 'written_off'), nextRetryAt: null })
    .where(and(eq(pledgeCharges.pledgeId, pledgeId), movable(pledgeCharges.state, 'charge', 'written_off')))
    .returning({ id: pledgeCharges.id });
  return rows.length > 0;
}
