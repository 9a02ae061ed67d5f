import { DateTime } from 'luxon';
import { parseClockTime } from '../reminders/clock-time';
import type { SmsShareHold } from '../reminders/sms-share-hold';
import { ianaZoneFor } from '../reminders/time-zones';

/** Texts go out only between 8 AM and 9 PM on the recipient's clock. */
const TEXT_WINDOW_START_MINUTES = 8 * 60;
const TEXT_WINDOW_END_MINUTES = 21 * 60;

const minutesOf = (local: DateTime) => local.hour * 60 + local.minute + local.second / 60;
const atMinutes = (local: DateTime, minutes: number) =>
  local.startOf('day').set({ hour: Math.floor(minutes / 60), minute: minutes % 60 });

/**
 * When a participant's text share goes out: at once, or, when it falls inside the hold window on the
 * zone's clock, when the window ends (spec section 4). The window never spans midnight: its end is
 * after its start (`holdEndFor`).
 */
export const smsShareSendAt = (sharedAt: Date, hold: SmsShareHold, timeZone: string): Date => {
  if (hold.defaultType !== 'Hold Messages Between' || !hold.holdStart || !hold.holdEnd) return sharedAt;
  const start = parseClockTime(hold.holdStart);
  const end = parseClockTime(hold.holdEnd);
  if (start === null || end === null || start >= end) return sharedAt;
  const local = DateTime.fromJSDate(sharedAt, { zone: ianaZoneFor(timeZone) });
  const now = minutesOf(local);
  return now >= start && now < end ? atMinutes(local, end).toJSDate() : sharedAt;
};

/**
 * The first moment at or after `due` that a text may reach someone whose clock is the IANA zone
 * `ianaZone`: 8 AM to 9 PM. A zone Luxon does not know reads as Central time, the spec's fallback.
 */
export const textSendAtInZone = (due: Date, ianaZone: string): Date => {
  const zoned = DateTime.fromJSDate(due, { zone: ianaZone });
  const local = zoned.isValid ? zoned : DateTime.fromJSDate(due, { zone: ianaZoneFor('CST') });
  const now = minutesOf(local);
  if (now < TEXT_WINDOW_START_MINUTES) return atMinutes(local, TEXT_WINDOW_START_MINUTES).toJSDate();
  if (now >= TEXT_WINDOW_END_MINUTES) {
    return atMinutes(local.plus({ days: 1 }), TEXT_WINDOW_START_MINUTES).toJSDate();
  }
  return due;
};

/** Whether a text may go out at `at` to someone in the IANA zone `ianaZone`. */
export const isTextingHour = (at: Date, ianaZone: string): boolean =>
  textSendAtInZone(at, ianaZone).getTime() === at.getTime();

/** The first moment at or after `due` that a text may reach someone in the US zone `timeZone`. */
export const textSendAt = (due: Date, timeZone: string): Date => textSendAtInZone(due, ianaZoneFor(timeZone));
