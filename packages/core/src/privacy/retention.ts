/** Days a Thon's children's data is kept after the Thon ends, unless the organiser chooses otherwise. */
export const DEFAULT_RETENTION_DAYS = 180;
/** The shortest retention an organiser may choose: parents get a month to download what is held. */
export const MINIMUM_RETENTION_DAYS = 30;
/** The longest: three years covers a school's yearly Thons without keeping children's data for good. */
export const MAXIMUM_RETENTION_DAYS = 1095;

const DAY_MS = 24 * 3_600_000;

/**
 * The moment a Thon's children's data is due for removal: retentionDays after the day the Thon ends
 * (its end date, else its event date), counted from the end of that day in UTC.
 */
export function retentionDueAt(endDay: string, retentionDays: number): Date {
  const endOfDay = Date.parse(`${endDay}T00:00:00Z`) + DAY_MS;
  return new Date(endOfDay + retentionDays * DAY_MS);
}

/** Names reduced to initials: what is left of a child once their Thon's retention has passed. */
export function initialOf(name: string): string {
  const first = [...name.trim()][0];
  return first ? `${first.toUpperCase()}.` : '';
}
