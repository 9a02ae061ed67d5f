import type { ChargeSplit } from './charge-split';

/**
 * The accounts of a Thon's ledger (decision 134). Each line is signed: money arriving in an account is
 * positive, money leaving it negative, and the lines of one entry add up to zero. The donors' money
 * comes from `donor_pledges` (the pledges' own amounts) and `donor_fee_cover` (what donors chose to
 * add to cover the fee), so those stand below zero by what was charged.
 */
export const LEDGER_ACCOUNTS = [
  'donor_pledges',
  'donor_fee_cover',
  'processing_fees',
  'franchisee_commission',
  'platform_fees',
  'school_balance',
  'donor_refunds',
  'disputes',
  'payouts_in_transit',
  'school_paid_out',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** What one entry moves: the accounts and their signed amounts in cents. */
export type LedgerLine = { account: LedgerAccount; cents: number };

/** The kinds of entry, each written by one move of the money (decision 134). */
export const LEDGER_ENTRY_KINDS = [
  'charge',
  'fee_adjustment',
  'refund',
  'payout',
  'payout_paid',
  'payout_failed',
  'dispute_withdrawn',
  'dispute_reinstated',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/**
 * The kinds of transaction the reconciliation compares with the provider's (decisions 139, 152, 156):
 * the ledger's own moves, the money sent to connected accounts and taken back, and where a school's
 * payout ended.
 */
export const RECONCILED_TRANSACTIONS = [
  'charge',
  'refund',
  'payout',
  'dispute_withdrawn',
  'dispute_reinstated',
  'transfer',
  'transfer_reversal',
  'payout_paid',
  'payout_failed',
] as const;
export type ReconciledTransaction = (typeof RECONCILED_TRANSACTIONS)[number];

const nonZero = (lines: LedgerLine[]) => lines.filter((line) => line.cents !== 0);

/**
 * A charge the provider took: the donor's money (the pledge, and any fee cover the donor added on
 * top), divided as the provider divided it.
 */
export function chargeLines(
  { chargedCents, pledgedCents }: { chargedCents: number; pledgedCents: number },
  split: ChargeSplit,
): LedgerLine[] {
  const pledged = Math.min(pledgedCents, chargedCents);
  return nonZero([
    { account: 'donor_pledges', cents: -pledged },
    { account: 'donor_fee_cover', cents: -(chargedCents - pledged) },
    { account: 'processing_fees', cents: split.processingFeeCents },
    { account: 'franchisee_commission', cents: split.commissionCents },
    { account: 'platform_fees', cents: split.platformFeeCents },
    { account: 'school_balance', cents: split.schoolCents },
  ]);
}

/**
 * The provider's own fee of a charge, read from its balance transaction when the charge is split,
 * where it differs from the fee the charge entry recorded: the difference moves between the processing
 * fees and the school's balance, as the school's share is what is left after the fee.
 */
export function feeAdjustmentLines({
  recordedCents,
  reportedCents,
}: {
  recordedCents: number;
  reportedCents: number;
}): LedgerLine[] {
  const difference = reportedCents - recordedCents;
  return nonZero([
    { account: 'processing_fees', cents: difference },
    { account: 'school_balance', cents: -difference },
  ]);
}

/** The parts of a charge a refund gives back in proportion; the provider keeps its fee. */
type Shares = Pick<ChargeSplit, 'commissionCents' | 'platformFeeCents'>;

const shareOf = (part: number, refundedCents: number, chargedCents: number) =>
  chargedCents === 0 ? 0 : Math.floor((part * refundedCents) / chargedCents);

/**
 * What a refund raising a charge's refunded total from `before` to `after` takes back from each
 * account: the commission and the platform fee in proportion to what is refunded in all (so a charge
 * refunded in full, in any number of steps, gives them back whole), the rest from the school's
 * balance. The provider does not give its processing fee back, so a school refunding in full bears it.
 */
export function refundLines(
  charge: { chargedCents: number } & Shares,
  { before, after }: { before: number; after: number },
): LedgerLine[] {
  const back = (part: number) =>
    shareOf(part, after, charge.chargedCents) - shareOf(part, before, charge.chargedCents);
  const refunded = after - before;
  const commission = back(charge.commissionCents);
  const platform = back(charge.platformFeeCents);
  return nonZero([
    { account: 'donor_refunds', cents: refunded },
    { account: 'franchisee_commission', cents: -commission },
    { account: 'platform_fees', cents: -platform },
    { account: 'school_balance', cents: -(refunded - commission - platform) },
  ]);
}

/**
 * What a dispute's withdrawal takes (decision 138): the disputed amount goes back to the donor's bank
 * and the provider adds its dispute fee, both into `disputes`. As with a refund, the commission and
 * the platform fee are given back in proportion to the disputed amount and the rest, the dispute fee
 * included, comes off the school's balance. Funds reinstated on a win are the same lines of what the
 * provider returns, negated.
 */
export function disputeLines(
  charge: { chargedCents: number } & Shares,
  { amountCents, feeCents }: { amountCents: number; feeCents: number },
): LedgerLine[] {
  const commission = shareOf(charge.commissionCents, amountCents, charge.chargedCents);
  const platform = shareOf(charge.platformFeeCents, amountCents, charge.chargedCents);
  return nonZero([
    { account: 'disputes', cents: amountCents + feeCents },
    { account: 'franchisee_commission', cents: -commission },
    { account: 'platform_fees', cents: -platform },
    { account: 'school_balance', cents: -(amountCents + feeCents - commission - platform) },
  ]);
}

/** The moves of a payout of the school's balance to its bank: sent, then arrived or returned. */
export function payoutLines(kind: 'payout' | 'payout_paid' | 'payout_failed', cents: number): LedgerLine[] {
  if (kind === 'payout')
    return [
      { account: 'school_balance', cents: -cents },
      { account: 'payouts_in_transit', cents },
    ];
  return [
    { account: 'payouts_in_transit', cents: -cents },
    { account: kind === 'payout_paid' ? 'school_paid_out' : 'school_balance', cents },
  ];
}

/** A Thon's money as the treasurer reads it, each figure a sum of ledger lines (decision 134). */
export type MoneyTotals = {
  /** The pledges charged, at their own amounts. */
  pledgedCents: number;
  /** What donors added to cover the processing fee. */
  feeCoverCents: number;
  chargedCents: number;
  processingFeesCents: number;
  commissionCents: number;
  platformFeesCents: number;
  refundsCents: number;
  disputesCents: number;
  /** What the school keeps of the charges: its balance, in transit and paid out together. */
  netToSchoolCents: number;
  paidOutCents: number;
  inTransitCents: number;
  /** The school's balance still waiting for a payout. */
  pendingCents: number;
};

/** The treasurer's figures from the balance of each account (cents, signed as the lines are). */
export function moneyTotals(balance: (account: LedgerAccount) => number): MoneyTotals {
  const pendingCents = balance('school_balance');
  const inTransitCents = balance('payouts_in_transit');
  const paidOutCents = balance('school_paid_out');
  const pledgedCents = -balance('donor_pledges');
  const feeCoverCents = -balance('donor_fee_cover');
  return {
    pledgedCents,
    feeCoverCents,
    chargedCents: pledgedCents + feeCoverCents,
    processingFeesCents: balance('processing_fees'),
    commissionCents: balance('franchisee_commission'),
    platformFeesCents: balance('platform_fees'),
    refundsCents: balance('donor_refunds'),
    disputesCents: balance('disputes'),
    netToSchoolCents: pendingCents + inTransitCents + paidOutCents,
    paidOutCents,
    inTransitCents,
    pendingCents,
  };
}
