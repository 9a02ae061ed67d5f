import type { SessionContext, ThonMoney } from '@pledgethon/contracts';
import { LEDGER_ACCOUNTS, type LedgerAccount, type MoneyTotals, moneyTotals } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import {
  dollarsCell,
  type SheetPages,
  type SpreadsheetCell,
  textCell,
} from '../../http/spreadsheet-download';
import { latestReconciliation } from '../reconciliation/reconciliation.queries';
import type { ThonReach } from '../thons/thon-reach';
import { thonDisputes } from './disputes.queries';
import { refusedTransfers } from './refused-transfers.queries';
import {
  accountAcrossThons,
  ledgerBalances,
  readStatementEntries,
  type StatementEntry,
  thonPayouts,
} from './thon-money.queries';

/** The treasurer's figures of one Thon, each a sum of its ledger's lines (decision 134). */
export async function thonMoneyTotals(db: Executor, { eventId }: { eventId: string }): Promise<MoneyTotals> {
  return moneyTotals(await ledgerBalances(db, { eventId }));
}

const totalsView = (totals: MoneyTotals): ThonMoney['Totals'] => ({
  PledgedCents: totals.pledgedCents,
  FeeCoverCents: totals.feeCoverCents,
  ChargedCents: totals.chargedCents,
  ProcessingFeesCents: totals.processingFeesCents,
  CommissionCents: totals.commissionCents,
  PlatformFeesCents: totals.platformFeesCents,
  RefundsCents: totals.refundsCents,
  DisputesCents: totals.disputesCents,
  NetToSchoolCents: totals.netToSchoolCents,
  PaidOutCents: totals.paidOutCents,
  InTransitCents: totals.inTransitCents,
  PendingCents: totals.pendingCents,
});

/**
 * What a franchisee earned across its Thons, or the platform's fees across all Thons for an
 * administrator; an organiser sees their own Thon only.
 */
async function acrossThons(db: Executor, reach: ThonReach, session: SessionContext) {
  if (reach.as === 'organizer' || reach.as === 'teacher' || reach.as === 'team_leader') return null;
  const admin = reach.as === 'super_admin';
  if (!admin && !session.UserId) return null;
  const rows = await accountAcrossThons(db, {
    account: admin ? 'platform_fees' : 'franchisee_commission',
    scope: admin || !session.UserId ? { all: true } : { userId: session.UserId },
  });
  return {
    Kind: admin ? ('platform_fees' as const) : ('commission' as const),
    Rows: rows.map((row) => ({ EventCode: row.eventCode, Name: row.name, Cents: row.cents })),
    TotalCents: rows.reduce((sum, row) => sum + row.cents, 0),
  };
}

/** The money page of a Thon the caller reaches. */
export async function thonMoney(db: Executor, reach: ThonReach, session: SessionContext): Promise<ThonMoney> {
  const eventId = reach.event.id;
  const [totals, payouts, across, reconciliation, refused, disputes] = await Promise.all([
    thonMoneyTotals(db, { eventId }),
    thonPayouts(db, { eventId }),
    acrossThons(db, reach, session),
    latestReconciliation(db, { eventId }),
    refusedTransfers(db, { eventId }),
    thonDisputes(db, { eventId }),
  ]);
  return {
    EventCode: reach.event.eventCode,
    Name: reach.event.name,
    Totals: totalsView(totals),
    Payouts: payouts.map((payout) => ({
      ProviderPayoutId: payout.providerPayoutId,
      AmountCents: payout.amountCents,
      Status: payout.status,
      ArrivalDate: payout.arrivalDate,
      SentAt: payout.createdAt.toISOString(),
      IsTest: payout.provider === 'test',
    })),
    Across: across,
    Reconciliation: reconciliation && {
      UpTo: reconciliation.upTo,
      Differences: reconciliation.differences.map((difference) => ({
        Kind: difference.kind,
        Transaction: difference.transaction,
        Reference: difference.reference,
        LedgerCents: difference.ledgerCents,
        ProviderCents: difference.providerCents,
      })),
    },
    Refused: refused.map((row) => ({
      Id: row.id,
      Kind: row.kind,
      Share: row.share,
      Destination: row.destination,
      AmountCents: row.amount_cents,
      Reason: row.refusal,
      RefusedAt: row.refused_at,
    })),
    Disputes: disputes.map((dispute) => ({
      Id: dispute.id,
      AmountCents: dispute.amountCents,
      Reason: dispute.reason,
      Status: dispute.status,
      OpenedAt: dispute.createdAt.toISOString(),
      IsTest: dispute.provider === 'test',
    })),
  };
}

const ENTRY_NAMES: Record<string, string> = {
  charge: 'Pledge charged',
  fee_adjustment: "Provider's fee as reported",
  refund: 'Refund',
  payout: 'Payout sent',
  payout_paid: 'Payout arrived',
  payout_failed: 'Payout returned',
  dispute_withdrawn: 'Dispute: funds withdrawn',
  dispute_reinstated: 'Dispute won: funds reinstated',
};

const STATEMENT_HEADER = [
  'Date (UTC)',
  'Entry',
  'Reference',
  'Pledged',
  'Fee cover',
  'Processing fee',
  'Commission',
  'Platform fee',
  'Refunds',
  'Disputes',
  'School balance',
  'In transit',
  'Paid out',
];

const STATEMENT_PAGE_ENTRIES = 1_000;

const entryRow = (entry: StatementEntry): SpreadsheetCell[] => [
  entry.created_at,
  ENTRY_NAMES[entry.kind] ?? entry.kind,
  textCell(entry.reference),
  dollarsCell(-entry.donor_pledges),
  dollarsCell(-entry.donor_fee_cover),
  dollarsCell(entry.processing_fees),
  dollarsCell(entry.franchisee_commission),
  dollarsCell(entry.platform_fees),
  dollarsCell(entry.donor_refunds),
  dollarsCell(entry.disputes),
  dollarsCell(entry.school_balance),
  dollarsCell(entry.payouts_in_transit),
  dollarsCell(entry.school_paid_out),
];

const totalsRow = (totals: MoneyTotals): SpreadsheetCell[] => [
  '',
  'Total',
  '',
  dollarsCell(totals.pledgedCents),
  dollarsCell(totals.feeCoverCents),
  dollarsCell(totals.processingFeesCents),
  dollarsCell(totals.commissionCents),
  dollarsCell(totals.platformFeesCents),
  dollarsCell(totals.refundsCents),
  dollarsCell(totals.disputesCents),
  dollarsCell(totals.pendingCents),
  dollarsCell(totals.inTransitCents),
  dollarsCell(totals.paidOutCents),
];

/**
 * The ledger's entries page by page, then the totals: summed from the very rows written, so the
 * totals row is the sum of the rows above it, and equals the money page's figures (the same sums by
 * account).
 */
async function writeStatementRows(
  db: Executor,
  eventId: string,
  read: typeof readStatementEntries,
  write: (rows: SpreadsheetCell[][]) => void,
) {
  const sums = new Map<LedgerAccount, number>();
  await read(db, { eventId, pageSize: STATEMENT_PAGE_ENTRIES }, (entries) => {
    for (const entry of entries)
      for (const account of LEDGER_ACCOUNTS) sums.set(account, (sums.get(account) ?? 0) + entry[account]);
    write(entries.map(entryRow));
  });
  write([totalsRow(moneyTotals((account) => sums.get(account) ?? 0))]);
}

/**
 * The statement: one row per ledger entry, in the order written, then the totals. Amounts in
 * dollars; the donors' money is shown as received (positive). Read page by page as it is written out.
 */
export function thonStatement(
  db: Executor,
  { eventId }: { eventId: string },
  // The benchmark's earlier reader, compared in the same run (bench/src/statement-bench.ts).
  read = readStatementEntries,
): SheetPages {
  return {
    name: 'Statement',
    header: STATEMENT_HEADER,
    writeRows: (write) => writeStatementRows(db, eventId, read, write),
  };
}
