import { alias, and, type Executor, eq, inArray, isNull, schema, sql } from '@pledgethon/db';
import { oweReversals } from '../payment-states/reversals-owed.queries';

const {
  chargeSplits,
  chargeTransfers,
  connectedAccounts,
  events,
  franchisees,
  ledgerEntries,
  ledgerLines,
  payments,
  pledgeCharges,
} = schema;
const franchiseeAccounts = alias(connectedAccounts, 'franchisee_accounts');

// Only an account that can take charges is paid the commission (decision 142); one named on the
// franchise's record with no state kept here is paid as before.
const payableFranchiseeAccount = sql<
  string | null
>`case when ${franchiseeAccounts.accountId} is null or ${franchiseeAccounts.chargesEnabled} then ${franchisees.connectedAccountId} end`;

/**
 * The pledge's own amount when it was charged, as the charge's ledger entry took it from the donor:
 * a gift lowered since has a smaller pledge, and the refund of the difference is taken back from the
 * split's transfers in proportion (decision 138), so the split must not take it back once more.
 */
const pledgedAsCharged = sql<number | null>`(select -sum(${ledgerLines.amountCents})::int
  from ${ledgerLines} join ${ledgerEntries} on ${ledgerEntries.id} = ${ledgerLines.entryId}
  where ${ledgerEntries.key} = 'charge:' || ${payments.id} and ${ledgerLines.account} = 'donor_pledges')`;

/**
 * Card payments that succeeded on a Thon whose connected account can take charges, not yet split:
 * what each split needs, with the pledge's own amount as charged (before the donor's fee cover) that
 * the commission and platform fee are rates of. Not yet split is the payment's own mark, read from the
 * index of the charges still to split, so a run reads what is new and not the platform's history
 * (decision 150).
 */
export function listPaymentsToSplit(
  db: Executor,
  {
    paymentProvider,
    accountProvider,
    limit,
  }: { paymentProvider: string; accountProvider: string; limit: number },
) {
  return db
    .select({
      paymentId: payments.id,
      eventId: payments.eventId,
      reference: sql<string>`${payments.providerReference}`,
      chargedCents: payments.amountCents,
      pledgedCents: sql<number>`coalesce(${pledgedAsCharged}, ${pledgeCharges.pledgeCents}, ${payments.amountCents})`,
      schoolAccount: connectedAccounts.accountId,
      franchiseeAccount: payableFranchiseeAccount,
      commissionBasisPoints: sql<number>`coalesce(${franchisees.commissionBasisPoints}, 0)`,
      franchiseeId: events.franchiseeId,
    })
    .from(payments)
    .innerJoin(events, eq(events.id, payments.eventId))
    .innerJoin(
      connectedAccounts,
      and(
        eq(connectedAccounts.accountId, events.paymentAccountId),
        eq(connectedAccounts.provider, accountProvider),
        eq(connectedAccounts.chargesEnabled, true),
      ),
    )
    .leftJoin(franchisees, eq(franchisees.id, events.franchiseeId))
    .leftJoin(franchiseeAccounts, eq(franchiseeAccounts.accountId, franchisees.connectedAccountId))
    .leftJoin(pledgeCharges, eq(pledgeCharges.paymentId, payments.id))
    .where(
      and(
        isNull(payments.splitAt),
        eq(payments.status, 'succeeded'),
        eq(payments.method, 'card'),
        eq(payments.provider, paymentProvider),
        sql`${payments.providerReference} is not null`,
      ),
    )
    .orderBy(payments.createdAt)
    .limit(limit);
}

export type PaymentToSplit = Awaited<ReturnType<typeof listPaymentsToSplit>>[number];

type Split = typeof chargeSplits.$inferInsert;
type Transfer = Pick<
  typeof chargeTransfers.$inferInsert,
  'share' | 'destination' | 'amountCents' | 'idempotencyKey'
>;

/**
 * The split and the transfers it owes, recorded as attempts before any is asked of the provider, and
 * the payment marked split in the same transaction (decision 150). A split already recorded (by a run
 * that overlapped this one) keeps its first figures. What was refunded or disputed before the split
 * is owed back from its transfers at once (decision 138).
 */
export async function recordSplit(db: Executor, split: Split, transfers: Transfer[]) {
  await db.update(payments).set({ splitAt: sql`now()` }).where(eq(payments.id, split.paymentId));
  const written = await db.insert(chargeSplits).values(split).onConflictDoNothing().returning();
  if (written.length === 0 || transfers.length === 0) return;
  await db
    .insert(chargeTransfers)
    .values(transfers.map((transfer) => ({ ...transfer, paymentId: split.paymentId })))
    .onConflictDoNothing();
  await oweReversals(db, [split.paymentId]);
}

/**
 * Splits whose commission stayed on the platform's account, owed, because the franchise had no
 * account able to take charges then (decision 142), and whose franchise's account can take them now:
 * what the late transfer of each commission needs (decision 143). Each franchise able to take them is
 * read first, then only its own owed splits, through their index: the owed splits of a franchise
 * still without an account are not read at all (decision 150).
 */
export function listOwedCommissions(
  db: Executor,
  { paymentProvider, limit }: { paymentProvider: string; limit: number },
) {
  const owed = db
    .select({
      paymentId: chargeSplits.paymentId,
      amountCents: chargeSplits.commissionCents,
      createdAt: chargeSplits.createdAt,
    })
    .from(chargeSplits)
    .where(
      and(
        eq(chargeSplits.commissionOwedTo, franchisees.id),
        // Looked up for each owed split, by its key: a join here may be planned as a read of every payment.
        sql`(select ${payments.provider} from ${payments} where ${payments.id} = ${chargeSplits.paymentId}) = ${paymentProvider}`,
      ),
    )
    .orderBy(chargeSplits.createdAt)
    .limit(limit)
    .as('owed');
  return db
    .select({
      paymentId: owed.paymentId,
      amountCents: owed.amountCents,
      destination: sql<string>`${payableFranchiseeAccount}`,
    })
    .from(franchisees)
    .leftJoin(franchiseeAccounts, eq(franchiseeAccounts.accountId, franchisees.connectedAccountId))
    .innerJoinLateral(owed, sql`true`)
    .where(sql`${payableFranchiseeAccount} is not null`)
    .orderBy(owed.createdAt)
    .limit(limit);
}

/**
 * The late transfers of owed commissions, recorded as attempts before any is asked, under the key the
 * split would have given them: one per charge, whatever runs overlap; their splits owe no commission
 * more. What the charge has given back since is owed back from them at once, as from a transfer
 * written with its split.
 */
export async function recordOwedCommissions(db: Executor, transfers: (Transfer & { paymentId: string })[]) {
  if (transfers.length === 0) return;
  await db
    .update(chargeSplits)
    .set({ commissionOwedTo: null })
    .where(
      inArray(
        chargeSplits.paymentId,
        transfers.map(({ paymentId }) => paymentId),
      ),
    );
  const written = await db
    .insert(chargeTransfers)
    .values(transfers)
    .onConflictDoNothing()
    .returning({ paymentId: chargeTransfers.paymentId });
  await oweReversals(
    db,
    written.map(({ paymentId }) => paymentId),
  );
}

/** Transfers recorded and not yet answered, oldest first, with the charge they are paid from. */
export function listPendingTransfers(
  db: Executor,
  { paymentProvider, limit }: { paymentProvider: string; limit: number },
) {
  return db
    .select({
      id: chargeTransfers.id,
      idempotencyKey: chargeTransfers.idempotencyKey,
      amountCents: chargeTransfers.amountCents,
      destination: chargeTransfers.destination,
      sourceTransaction: chargeSplits.sourceTransaction,
      transferGroup: chargeSplits.transferGroup,
    })
    .from(chargeTransfers)
    .innerJoin(chargeSplits, eq(chargeSplits.paymentId, chargeTransfers.paymentId))
    .innerJoin(payments, eq(payments.id, chargeTransfers.paymentId))
    .where(and(eq(chargeTransfers.state, 'pending'), eq(payments.provider, paymentProvider)))
    .orderBy(chargeTransfers.createdAt)
    .limit(limit);
}
