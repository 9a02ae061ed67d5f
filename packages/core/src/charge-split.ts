/** What one charge's money is, in cents, and the rates that divide it. */
export type ChargeSplitInputs = {
  /** What the donor's card paid: the pledge plus any fee the donor chose to cover (decision 124). */
  chargedCents: number;
  /** The pledge's own amount, which the commission and platform fee are rates of (decision 080). */
  pledgedCents: number;
  /** What the provider kept, as it reports it on the charge's balance transaction. */
  processingFeeCents: number;
  commissionBasisPoints: number;
  platformFeeBasisPoints: number;
};

export type ChargeSplit = {
  processingFeeCents: number;
  platformFeeCents: number;
  commissionCents: number;
  /** What the school's account is credited: the rest, so the four parts always add up to the charge. */
  schoolCents: number;
};

const rateOf = (cents: number, basisPoints: number) => Math.floor((cents * basisPoints + 5_000) / 10_000);

/**
 * How one charge divides at the provider. Rates round half up, as the profit calculator's commission
 * does. A share never takes more than is left after the ones before it (the provider's fee, then the
 * franchisee's commission, then the platform's fee), so a tiny charge never credits the school less
 * than nothing.
 */
export function chargeSplit(inputs: ChargeSplitInputs): ChargeSplit {
  let left = inputs.chargedCents;
  const take = (cents: number) => {
    const taken = Math.max(0, Math.min(cents, left));
    left -= taken;
    return taken;
  };
  const processingFeeCents = take(inputs.processingFeeCents);
  const commissionCents = take(rateOf(inputs.pledgedCents, inputs.commissionBasisPoints));
  const platformFeeCents = take(rateOf(inputs.pledgedCents, inputs.platformFeeBasisPoints));
  return { processingFeeCents, platformFeeCents, commissionCents, schoolCents: left };
}
