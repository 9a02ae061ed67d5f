// Commas must group thousands properly ("1,000", not "10,00"), so a mistyped amount is rejected rather
// than read as a different number. A leading dot (".50") is accepted as people type it. Kept apart from
// the zod schemas (patterns/money-pattern.ts) so that a page reading money loads no zod (decision 102).
export const MONEY_PATTERN = /^\$?(?=\.?\d)(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d{1,2})?$/;

const assertWholeNumber = (value: number, name: string): void => {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of at least 0, not ${value}`);
  }
};

/**
 * Integer cents for a money text such as '$1,234.5' (123450), or null when the text is not money.
 * The digits are read as text, never through a float, so '0.29' is 29 cents and not 28.999....
 */
export const parseMoneyToCents = (text: string): number | null => {
  const trimmed = text.trim();
  if (!MONEY_PATTERN.test(trimmed)) return null;
  const [whole = '', fraction = ''] = trimmed.replace(/[$,]/g, '').split('.');
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
};

const formatters = new Map<string, Intl.NumberFormat>();

const usdFormatter = (locale: string): Intl.NumberFormat => {
  let formatter = formatters.get(locale);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    formatters.set(locale, formatter);
  }
  return formatter;
};

/** US dollars for integer cents, written the way the locale writes money ('$1,234.50' in en-US). */
export const formatCents = (cents: number, locale = 'en-US'): string => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a whole number, not ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  // A decimal string keeps the amount exact; Intl formats it without going through a float.
  const decimal = `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
  return usdFormatter(locale).format(decimal as Intl.StringNumericLiteral);
};

export interface PerUnitPledge {
  rateCents: number;
  /** Units the participant completed (laps, pages, ...). */
  units: number;
  eventMaxUnits: number;
  /** The donor's own ceiling for the whole pledge, when they set one. */
  donorMaxCents?: number;
}

/**
 * What a per-unit pledge comes to: the rate times the units, counting no more units than the event
 * allows, and never more than the donor's own maximum. A flat pledge is simply its amount.
 */
export const pledgeTotalCents = ({
  rateCents,
  units,
  eventMaxUnits,
  donorMaxCents,
}: PerUnitPledge): number => {
  assertWholeNumber(rateCents, 'rateCents');
  assertWholeNumber(units, 'units');
  assertWholeNumber(eventMaxUnits, 'eventMaxUnits');
  const total = rateCents * Math.min(units, eventMaxUnits);
  if (!Number.isSafeInteger(total)) throw new RangeError(`The pledge total is too large: ${total}`);
  if (donorMaxCents === undefined) return total;
  assertWholeNumber(donorMaxCents, 'donorMaxCents');
  return Math.min(total, donorMaxCents);
};

/** How much of a goal is raised, in whole percent: 152 when a Thon raised half again its goal. */
export function percentOfGoal(raisedCents: number, goalCents: number): number {
  if (goalCents <= 0) return 0;
  return Math.floor((raisedCents * 100) / goalCents);
}

/** A progress bar's fill: a goal passed is a full bar. */
export const progressFill = (percent: number): number => Math.min(100, percent);
