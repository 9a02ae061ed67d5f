import { and, type Executor, eq, schema, sql } from '@pledgethon/db';

const { chargeSplits, chargeTransfers, payments, transferReversals } = schema;

/**
 * Reversals and reinstatements owed and not yet answered, oldest first, of transfers the provider
 * made (a reversal waits for its transfer, a reinstatement for its reversal): what the provider is asked, with the transfer it concerns.
 */
export function listPendingReversals(
  db: Executor,
  { paymentProvider, limit }: { paymentProvider: string; limit: number },
) {
  return db
    .select({
      id: transferReversals.id,
      kind: transferReversals.kind,
      idempotencyKey: transferReversals.idempotencyKey,
      amountCents: transferReversals.amountCents,
      transfer: sql<string>`${chargeTransfers.reference}`,
      destination: chargeTransfers.destination,
      transferGroup: chargeSplits.transferGroup,
    })
    .from(transferReversals)
    .innerJoin(chargeTransfers, eq(chargeTransfers.id, transferReversals.transferId))
    .innerJoin(chargeSplits, eq(chargeSplits.paymentId, chargeTransfers.paymentId))
    .innerJoin(payments, eq(payments.id, chargeTransfers.paymentId))
    .where(
      and(
        eq(transferReversals.state, 'pending'),
        eq(chargeTransfers.state, 'made'),
        eq(payments.provider, paymentProvider),
        // A reinstatement gives back what its reversal took, so it waits for that reversal.
        sql`(${transferReversals.kind} = 'reversal' or exists (select 1 from ${transferReversals} r
          where r.transfer_id = ${transferReversals.transferId} and r.dispute_id = ${transferReversals.disputeId}
            and r.kind = 'reversal' and r.state = 'made'))`,
      ),
    )
    .orderBy(transferReversals.createdAt, transferReversals.kind)
    .limit(limit);
}
