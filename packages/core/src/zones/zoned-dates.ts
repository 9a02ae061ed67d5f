import { DateTime } from 'luxon';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../dates';

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

/** The calendar day of a UTC instant as seen in an IANA zone, as yyyy-MM-dd. */
export const calendarDateIn = (instant: Date, zone: string): string =>
  inZone(instant, zone).toFormat('yyyy-MM-dd');

/** A UTC instant on the wall clock of an IANA zone, as MM/dd/yyyy hh:mm AM/PM. */
export const formatDateTime = (instant: Date, zone: string): string =>
  inZone(instant, zone).toFormat(DATE_TIME_FORMAT);

/** The UTC instant of a MM/dd/yyyy hh:mm AM/PM wall-clock time in an IANA zone, or null if unreadable. */
export const parseDateTime = (text: string, zone: string): Date | null => {
  const local = DateTime.fromFormat(text.trim(), DATE_TIME_FORMAT, { zone, locale: LOCALE });
  return local.isValid ? local.toJSDate() : null;
};
