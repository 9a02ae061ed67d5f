import { DateTime } from 'luxon';
import { formatClockTime, parseClockTime } from '../reminders/clock-time';
import {
  REMINDER_DEFAULTS,
  reminderDefaultTime,
  type ScheduledReminderKey,
} from '../reminders/reminder-settings';
import { FALLBACK_ZONE_ABBREVIATION, ianaZoneFor, isUsZoneAbbreviation } from '../reminders/time-zones';

export interface DefaultReminderTime {
  Name: ScheduledReminderKey;
  /** 'hh:mm AM/PM' on the wall clock of the zone asked for. */
  SendTimeLocal: string;
}

/**
 * The default send time of every scheduled reminder, read on another zone's clock: the defaults are
 * Eastern times (spec section 9), so 11:00 AM EST is 10:00 AM for someone on Central time. Offsets are
 * taken on `on`, since Hawaii keeps no daylight saving and its distance from Eastern changes with it.
 */
export const defaultReminderTimesIn = (zoneAbbreviation: string, on: Date): DefaultReminderTime[] => {
  const upper = zoneAbbreviation.trim().toUpperCase();
  const zone = ianaZoneFor(isUsZoneAbbreviation(upper) ? upper : FALLBACK_ZONE_ABBREVIATION);
  const day = DateTime.fromJSDate(on, { zone: 'utc' });
  return (Object.keys(REMINDER_DEFAULTS) as ScheduledReminderKey[]).map((key) => {
    const minutes = parseClockTime(reminderDefaultTime(key)) ?? 0;
    const eastern = DateTime.fromObject(
      {
        year: day.year,
        month: day.month,
        day: day.day,
        hour: Math.floor(minutes / 60),
        minute: minutes % 60,
      },
      { zone: ianaZoneFor(REMINDER_DEFAULTS[key].timeZone) },
    );
    const local = eastern.setZone(zone);
    return { Name: key, SendTimeLocal: formatClockTime(local.hour * 60 + local.minute) };
  });
};
