import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { chargeSplits, chargeTransfers, ledgerEntries, ledgerLines, payments } from '../schema/index';
import { DEMO_FRANCHISEE_ACCOUNT_ID, DEMO_PAYMENT_ACCOUNT_ID } from './thon';

const MINUTE = 60_000;

/** What Stripe answers a transfer to an account that can no longer receive one (decision 143). */
const DEMO_REFUSAL =
  'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments';

/** The transfer's id as the built-in test provider names it: after its key, so the same key gives the same id. */
const testTransferId = (key: string) =>
  `local_tr_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * The splits of a Thon's paid card charges as the transfers worker made them a minute after each
 * (decision 135), from the charge entries' figures: the school's share and the franchise's
 * commission transferred to their accounts. The commission of the latest charge was refused by the
 * provider, the franchise's account unable to receive it then (decision 143), so the money page shows
 * a refusal with its reason, the franchise's payouts card a commission owed, and an administrator
 * may ask it again (decision 147).
 */
export async function insertDemoTransfers(tx: Executor, { eventId }: { eventId: string }): Promise<void> {
  const share = (account: string) =>
    sql<number>`coalesce(sum(${ledgerLines.amountCents}) filter (where ${ledgerLines.account} = ${account}), 0)`.mapWith(
      Number,
    );
  const charges = await tx
    .select({
      paymentId: payments.id,
      reference: sql<string>`${payments.providerReference}`,
      paidAt: payments.createdAt,
      processingFeeCents: share('processing_fees'),
      commissionCents: share('franchisee_commission'),
      platformFeeCents: share('platform_fees'),
      schoolCents: share('school_balance'),
    })
    .from(payments)
    .innerJoin(ledgerEntries, and(eq(ledgerEntries.paymentId, payments.id), eq(ledgerEntries.kind, 'charge')))
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(and(eq(payments.eventId, eventId), eq(payments.status, 'succeeded'), eq(payments.method, 'card')))
    .groupBy(payments.id)
    .orderBy(payments.createdAt, payments.id);
  if (charges.length === 0) return;
  const { paymentId: refusedPayment } = charges.at(-1) ?? { paymentId: '' };
  await tx.insert(chargeSplits).values(
    charges.map(({ paymentId, reference, paidAt, ...split }) => ({
      paymentId,
      sourceTransaction: reference,
      transferGroup: `thon:${eventId}`,
      ...split,
      createdAt: new Date(paidAt.getTime() + MINUTE),
    })),
  );
  // Each charge marked split with its split, as the worker marks it (decision 150).
  await tx.execute(sql`update ${payments} set split_at = s.created_at from ${chargeSplits} s
    where s.payment_id = ${payments.id} and ${payments.eventId} = ${eventId}`);
  const transfers = charges.flatMap(({ paymentId, paidAt, schoolCents, commissionCents }) =>
    (
      [
        ['school', DEMO_PAYMENT_ACCOUNT_ID, schoolCents],
        ['commission', DEMO_FRANCHISEE_ACCOUNT_ID, commissionCents],
      ] as const
    ).flatMap(([transferShare, destination, amountCents]) => {
      if (amountCents <= 0) return [];
      // The key the transfers worker gives it.
      const idempotencyKey = `charge-transfer:${paymentId}:${transferShare}`;
      const refused = paymentId === refusedPayment && transferShare === 'commission';
      const at = new Date(paidAt.getTime() + MINUTE);
      return [
        {
          paymentId,
          share: transferShare,
          destination,
          amountCents,
          idempotencyKey,
          ...(refused
            ? { state: 'refused' as const, refusal: DEMO_REFUSAL }
            : { state: 'made' as const, reference: testTransferId(idempotencyKey) }),
          createdAt: at,
          updatedAt: at,
        },
      ];
    }),
  );
  await tx.insert(chargeTransfers).values(transfers);
}
