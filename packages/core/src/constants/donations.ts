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
// Read as the optional amount a donor adds to a charge to cover its processing cost (decision 052).
export const PAYMENT_PROCESSING_EXPENSE_CENTS = 200;
// The units a per-unit pledge is shown at before a Thon has results of its own: the spec's "average
// per-unit donation 34", read as 34 units (laps, pages) the way a donor sees "what I will pay".
export const EXPECTED_UNITS_WITHOUT_HISTORY = 34;
// What the built-in test provider takes per charge, modelled on common card pricing (2.9% + 30¢), so
// the share that reaches the organisation is shown and recorded the same way with either provider.
export const PROCESSING_FEE_BASIS_POINTS = 290;
export const PROCESSING_FEE_FIXED_CENTS = 30;

export const SUGGESTED_PER_UNIT_DONATIONS_CENTS = [1_500, 1_000, 500, 300, 200] as const;
export const SUGGESTED_FLAT_DONATIONS_CENTS = [50_000, 30_000, 20_000, 10_000, 5_000] as const;

export const MAX_COMMISSION_RATE_PERCENT = 60;
