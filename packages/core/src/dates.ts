import { DateTime } from 'luxon';

export const DATE_FORMAT = 'MM/dd/yyyy';
/** 12-hour clock with AM/PM, as the date picker shows it. */
export const DATE_TIME_FORMAT = 'MM/dd/yyyy hh:mm a';

// Fixed to US English so 'a' is always AM/PM, whatever locale the server or browser runs in.
const LOCALE = 'en-US';

const inZone = (instant: Date, zone: string): DateTime => {
  const local = DateTime.fromJSDate(instant, { zone }).setLocale(LOCALE);
  if (!local.isValid) throw new RangeError(`Cannot show ${String(instant)} in zone '${zone}'`);
  return local;
};

/** The calendar day of a UTC instant as seen in an IANA zone, as MM/dd/yyyy. */
export const formatDate = (instant: Date, zone: string): string =>
  inZone(instant, zone).toFormat(DATE_FORMAT);

/** A UTC instant on the wall clock of an IANA zone, as MM/dd/yyyy hh:mm AM/PM. */
export const formatDateTime = (instant: Date, zone: string): string =>
  inZone(instant, zone).toFormat(DATE_TIME_FORMAT);

/** The UTC instant of a MM/dd/yyyy hh:mm AM/PM wall-clock time in an IANA zone, or null if unreadable. */
export const parseDateTime = (text: string, zone: string): Date | null => {
  const local = DateTime.fromFormat(text.trim(), DATE_TIME_FORMAT, { zone, locale: LOCALE });
  return local.isValid ? local.toJSDate() : null;
};

// Event dates are days, not instants: UTC is used only as a zone without daylight saving.
const calendarDate = (isoDate: string): DateTime => {
  const date = DateTime.fromISO(isoDate, { zone: 'UTC' });
  if (!date.isValid || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) {
    throw new RangeError(`Not a calendar date (yyyy-MM-dd): ${isoDate}`);
  }
  return date;
};

/** An event date (yyyy-MM-dd, no zone) as MM/dd/yyyy. */
export const formatCalendarDate = (isoDate: string): string => calendarDate(isoDate).toFormat(DATE_FORMAT);

/** A yyyy-MM-dd date moved by whole days (negative: earlier). */
export const shiftCalendarDate = (isoDate: string, days: number): string => {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be whole, not ${days}`);
  return calendarDate(isoDate).plus({ days }).toFormat('yyyy-MM-dd');
};

/** A MM/dd/yyyy date as typed (leading zeros optional) to yyyy-MM-dd, or null if it is no real date. */
export const parseCalendarDate = (text: string): string | null => {
  const date = DateTime.fromFormat(text.trim(), 'M/d/yyyy', { zone: 'UTC' });
  return date.isValid ? date.toISODate() : null;
};
