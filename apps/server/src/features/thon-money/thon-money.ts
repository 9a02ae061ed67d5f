import type { SessionContext, ThonMoney } from '@pledgethon/contracts';
import { type MoneyTotals, moneyTotals } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { dollarsCell, type Sheet, textCell } from '../../http/spreadsheet-download';
import type { ThonReach } from '../thons/thon-reach';
import { accountAcrossThons, ledgerBalances, statementEntries, thonPayouts } from './thon-money.queries';

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
  const [totals, payouts, across] = await Promise.all([
    thonMoneyTotals(db, { eventId }),
    thonPayouts(db, { eventId }),
    acrossThons(db, reach, session),
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

/**
 * The statement: one row per ledger entry, in the order written, then the totals, which are the
 * money page's figures. Amounts in dollars; the donors' money is shown as received (positive).
 */
export async function thonStatementSheet(db: Executor, { eventId }: { eventId: string }): Promise<Sheet> {
  const [entries, totals] = await Promise.all([
    statementEntries(db, { eventId }),
    thonMoneyTotals(db, { eventId }),
  ]);
  return {
    name: 'Statement',
    header: [
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
    ],
    rows: [
      ...entries.map((entry) => [
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
      ]),
      [
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
      ],
    ],
  };
}
