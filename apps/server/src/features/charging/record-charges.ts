import { type Executor, schema, sql } from '@pledgethon/db';
import type { ChargeToMake } from './charges.queries';
import { chargeKey } from './charges.queries';

const { pledgeCharges, payments } = schema;

const HOUR_MS = 3_600_000;
/** After the first failure the card is tried again in a day, after the second in three; then only the link. */
const RETRY_DELAYS_HOURS = [24, 72] as const;

const nextRetryAt = (attempt: number, now: Date): Date | null => {
  const hours = RETRY_DELAYS_HOURS[attempt - 1];
  return hours === undefined ? null : new Date(now.getTime() + hours * HOUR_MS);
};

export type Paid = {
  charge: ChargeToMake;
  chargedCents: number;
  processingFeeCents: number;
  provider: string;
  reference: string;
  status: 'succeeded' | 'pending';
};
export type Refused = { charge: ChargeToMake; failure: string };

/**
 * Records what the provider answered for a batch of charges in two statements: the payments (one per
 * attempt's key; a repeat adds nothing), then the charges they settle. Only a charge still pending
 * at the same attempt moves, so a late or repeated answer changes nothing twice.
 */
export async function recordPaid(db: Executor, paid: Paid[]): Promise<void> {
  if (paid.length === 0) return;
  await db
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
    .onConflictDoNothing();
  const settled = paid.filter((item) => item.status === 'succeeded').map((item) => item.charge);
  if (settled.length === 0) return;
  // The payments are named by their keys, so each is found through its unique index.
  const keys = settled.map((charge) => sql`${chargeKey(charge.pledgeId, charge.attempt)}`);
  await db.execute(sql`
    update ${pledgeCharges} c set state = 'succeeded', payment_id = p.id, failure = null, updated_at = now()
    from ${payments} p
    where p.idempotency_key in (${sql.join(keys, sql`, `)})
      and p.pledge_id = c.pledge_id
      and p.idempotency_key = 'pledge-charge:' || c.pledge_id || ':' || c.attempt
      and c.state = 'pending'
      and p.status = 'succeeded'`);
}

/** Records refused charges; answers the pledges whose charge this call moved to failed (to e-mail once). */
export async function recordRefused(db: Executor, refused: Refused[], now: Date): Promise<string[]> {
  if (refused.length === 0) return [];
  const rows = refused.map(({ charge, failure }) => {
    const retryAt = nextRetryAt(charge.attempt, now);
    return sql`(${charge.id}::uuid, ${charge.attempt}::int, ${failure}::text, ${retryAt ? retryAt.toISOString() : null}::timestamptz)`;
  });
  const moved = await db.execute<{ pledge_id: string }>(sql`
    update ${pledgeCharges} c set state = 'failed', failure = v.failure, next_retry_at = v.retry_at, updated_at = now()
    from (values ${sql.join(rows, sql`, `)}) as v(id, attempt, failure, retry_at)
    where c.id = v.id and c.attempt = v.attempt and c.state = 'pending'
    returning c.pledge_id`);
  return rowsOf<{ pledge_id: string }>(moved).map((row) => row.pledge_id);
}

/** node-postgres answers { rows }, PGlite answers the same shape; both through Drizzle's execute. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
