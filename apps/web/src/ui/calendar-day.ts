/**
 * A calendar day the server sends as `2026-12-01` (a reconciliation's first or last day), written out
 * in a sentence as the reader's language writes it ("December 1, 2026"): the same day wherever the
 * reader's clock is. A day in a table is `formatCalendarDate`'s MM/dd/yyyy.
 */
export function formatLongCalendarDay(day: string, language: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(language, { dateStyle: 'long', timeZone: 'UTC' });
}
