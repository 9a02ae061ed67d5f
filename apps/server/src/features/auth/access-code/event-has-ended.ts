import { DateTime } from 'luxon';

/**
 * Whether an access code no longer works: the Thon's last day (its end date, or the event date when
 * none is set) is over in the Thon's own time zone.
 */
export function eventHasEnded(
  event: { eventDate: string; endDate: string | null; timeZone: string },
  now: Date,
): boolean {
  const today = DateTime.fromJSDate(now, { zone: event.timeZone }).toISODate();
  if (!today) throw new Error(`the Thon's time zone "${event.timeZone}" is not a known zone`);
  return (event.endDate ?? event.eventDate) < today;
}
