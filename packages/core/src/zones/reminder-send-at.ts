import { DateTime } from 'luxon';
import { parseClockTime } from '../reminders/clock-time';
import { reminderDate } from '../reminders/reminder-schedule';
import { ianaZoneFor } from '../reminders/time-zones';

export interface ReminderTiming {
  /** The event date, yyyy-MM-dd. */
  eventDate: string;
  days: number;
  /** 'hh:mm AM/PM' on the wall clock of `timeZone`. */
  time: string;
  /** A US zone abbreviation; unknown ones fall back to Central time. */
  timeZone: string;
}

/**
 * The instant a reminder is due. The time is local wall-clock time in the reminder's zone, so an 11:00 AM
 * reminder goes out at 11:00 in New York in winter and in summer alike.
 */
export const reminderSendAt = ({ eventDate, days, time, timeZone }: ReminderTiming): Date => {
  const minutes = parseClockTime(time);
  if (minutes === null) throw new RangeError(`Not a clock time: ${time}`);
  const [year, month, day] = reminderDate(eventDate, days).split('-').map(Number);
  const local = DateTime.fromObject(
    { year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
    { zone: ianaZoneFor(timeZone) },
  );
  return local.toJSDate();
};
