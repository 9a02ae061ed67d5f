// Calendar dates only, on plain Date arithmetic in UTC (a zone without daylight saving): the pages
// every donor opens show dates, and need no time-zone library for it. Wall-clock times in a zone are
// in './zones' (decision 026).

export const DATE_FORMAT = 'MM/dd/yyyy';
/** 12-hour clock with AM/PM, as the date picker shows it. */
export const DATE_TIME_FORMAT = 'MM/dd/yyyy hh:mm a';

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** The UTC midnight of a year, month (1–12) and day, or null when that day does not exist. */
const utcDay = (year: number, month: number, day: number): Date | null => {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read the years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? date : null;
};

const isoDateOf = (date: Date): string =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;

// Event dates are days, not instants.
const calendarDate = (isoDate: string): Date => {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const date = parts && utcDay(Number(parts[1]), Number(parts[2]), Number(parts[3]));
  if (!date) throw new RangeError(`Not a calendar date (yyyy-MM-dd): ${isoDate}`);
  return date;
};

/** An event date (yyyy-MM-dd, no zone) as MM/dd/yyyy. */
export const formatCalendarDate = (isoDate: string): string => {
  const date = calendarDate(isoDate);
  return `${pad(date.getUTCMonth() + 1, 2)}/${pad(date.getUTCDate(), 2)}/${pad(date.getUTCFullYear(), 4)}`;
};

/** A yyyy-MM-dd date moved by whole days (negative: earlier). */
export const shiftCalendarDate = (isoDate: string, days: number): string => {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be whole, not ${days}`);
  const date = calendarDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDateOf(date);
};

/** A MM/dd/yyyy date as typed (leading zeros optional) to yyyy-MM-dd, or null if it is no real date. */
export const parseCalendarDate = (text: string): string | null => {
  const parts = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  const date = parts && utcDay(Number(parts[3]), Number(parts[1]), Number(parts[2]));
  return date ? isoDateOf(date) : null;
};
