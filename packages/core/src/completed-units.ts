import { messages } from './messages';

export type UnitsCheck = { units: number } | { problem: string };

// Whole numbers only: a lap or a page is counted, not measured.
const WHOLE_NUMBER = /^[+-]?\d+$/;

/**
 * Reads completed units as an organiser typed them (or a CSV cell holds them) and checks them against
 * the Thon's range, with the spec's words: a non-number 'Invalid units.', a negative number 'The value
 * entered is not valid', a number outside min..max "Participant's results not in valid range".
 */
export function checkCompletedUnits(typed: string | number, range: { min: number; max: number }): UnitsCheck {
  const text = String(typed).trim();
  if (!WHOLE_NUMBER.test(text)) return { problem: messages.invalidUnits };
  const units = Number(text);
  if (units < 0) return { problem: messages.valueNotValid };
  if (units < range.min || units > range.max) return { problem: messages.resultsOutOfRange };
  return { units };
}
