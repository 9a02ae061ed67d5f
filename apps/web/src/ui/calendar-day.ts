/**
 * A calendar day the server sends as `2026-12-01` (a payout's arrival, a reconciliation's last day),
 * written as the reader's language writes dates: the same day wherever the reader's clock is.
 */
export function formatCalendarDay(day: string, language: string, { long = false } = {}): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(language, {
    timeZone: 'UTC',
    ...(long ? { dateStyle: 'long' } : {}),
  });
}
