import { TIME_PATTERN } from '../patterns/date-time';

export const MINUTES_PER_DAY = 24 * 60;

/** Minutes since midnight for a 12-hour clock time such as '11:00 AM', or null if it is not one. */
export const parseClockTime = (text: string): number | null => {
  const trimmed = text.trim();
  if (!TIME_PATTERN.test(trimmed)) return null;
  const [hours = '', rest = ''] = trimmed.split(':');
  const minutes = Number(rest.slice(0, 2));
  const isPm = /pm$/i.test(rest);
  const hour24 = (Number(hours) % 12) + (isPm ? 12 : 0);
  return hour24 * 60 + minutes;
};

/** 'hh:mm AM/PM', with the leading zero the reminder settings show ('08:00 AM'). */
export const formatClockTime = (minutesSinceMidnight: number): string => {
  if (
    !Number.isInteger(minutesSinceMidnight) ||
    minutesSinceMidnight < 0 ||
    minutesSinceMidnight >= MINUTES_PER_DAY
  ) {
    throw new RangeError(`Not a time of day in minutes: ${minutesSinceMidnight}`);
  }
  const hour24 = Math.floor(minutesSinceMidnight / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(hour12)}:${pad(minutesSinceMidnight % 60)} ${hour24 < 12 ? 'AM' : 'PM'}`;
};
