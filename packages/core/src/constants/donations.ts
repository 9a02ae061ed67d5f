// Money is integer cents everywhere; the spec's dollar figures are converted here, once.

export const MINIMUM_PLEDGE_CENTS = 100;
export const MINIMUM_GOAL_CENTS = 100;
export const DEFAULT_PERSONAL_GOAL_CENTS = 35_000;

export const MINIMUM_FLAT_DONATION_CENTS = 500;
// The spec says "10 for live"; read as the live site, where real cards are charged.
export const MINIMUM_FLAT_DONATION_LIVE_CENTS = 1_000;
export const MINIMUM_PER_UNIT_DONATION_CENTS = 30;
export const EXTENDED_MINIMUM_PER_UNIT_DONATION_CENTS = 500;
export const AVERAGE_PER_UNIT_DONATION_CENTS = 3_400;
export const PENDING_THRESHOLD_PER_UNIT_DONATION_CENTS = 500;
export const PAYMENT_PROCESSING_EXPENSE_CENTS = 200;

export const SUGGESTED_PER_UNIT_DONATIONS_CENTS = [1_500, 1_000, 500, 300, 200] as const;
export const SUGGESTED_FLAT_DONATIONS_CENTS = [50_000, 30_000, 20_000, 10_000, 5_000] as const;

export const MAX_COMMISSION_RATE_PERCENT = 60;

/** Money inputs show and accept this many decimals unless a field says otherwise. */
export const MONEY_DEFAULT_PRECISION = 2;
