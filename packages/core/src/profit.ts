import { feeSplit } from './pledge-math';

/** What the profit calculator starts from for one Thon; every amount in cents. */
export type ProfitInputs = {
  /** Pledged, by the one definition of raised (decision 041). */
  raisedCents: number;
  /** The franchisee's commission rate in basis points (2000 = 20%); 0 for a Thon without one. */
  commissionBasisPoints: number;
  /** What the Thon's shop orders cost (cancelled orders cost nothing). */
  productCostCents: number;
  /** What charging the pledges costs the organisation in processing fees. */
  processingExpenseCents: number;
};

export type ProfitSplit = {
  commissionCents: number;
  /** The franchisee's commission less the products it bought for the Thon; below zero is a loss. */
  franchiseeProfitCents: number;
  /** What reaches the school or organisation: raised less processing and commission. */
  organizationCents: number;
};

/**
 * How a Thon's money divides (decision 080): the commission is the franchisee's rate of what was
 * raised, rounded half up to whole cents; the franchisee pays for the products out of it; the
 * processing expense comes off what reaches the organisation, as each receipt shows (decision 052).
 */
export function profitSplit(inputs: ProfitInputs): ProfitSplit {
  const commissionCents = Math.floor((inputs.raisedCents * inputs.commissionBasisPoints + 5_000) / 10_000);
  return {
    commissionCents,
    franchiseeProfitCents: commissionCents - inputs.productCostCents,
    organizationCents: inputs.raisedCents - inputs.processingExpenseCents - commissionCents,
  };
}

/**
 * What charging one pledge of this size costs the organisation: the processing fee of the charge,
 * less what a donor chose to add to cover it (decision 124): nothing, or a cent's rounding below.
 */
export function pledgeProcessingExpenseCents(pledgedCents: number, coversFees: boolean): number {
  if (pledgedCents <= 0) return 0;
  const { processingFeeCents, chargedCents } = feeSplit(pledgedCents, coversFees);
  return processingFeeCents - (chargedCents - pledgedCents);
}
