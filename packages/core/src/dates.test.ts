import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  parseCalendarDate,
  parseDateTime,
  shiftCalendarDate,
} from './dates';

const instant = new Date('2025-07-04T02:30:00.000Z');

describe('formats', () => {
  it('are MM/dd/yyyy and MM/dd/yyyy hh:mm a', () => {
    expect(DATE_FORMAT).toBe('MM/dd/yyyy');
    expect(DATE_TIME_FORMAT).toBe('MM/dd/yyyy hh:mm a');
  });
});

describe('formatDate and formatDateTime', () => {
  it('show the instant on the wall clock of the zone', () => {
    expect(formatDateTime(instant, 'UTC')).toBe('07/04/2025 02:30 AM');
    expect(formatDateTime(instant, 'America/New_York')).toBe('07/03/2025 10:30 PM');
    expect(formatDate(instant, 'America/New_York')).toBe('07/03/2025');
    expect(formatDate(instant, 'Pacific/Auckland')).toBe('07/04/2025');
    expect(formatDateTime(new Date('2025-01-01T12:05:00Z'), 'UTC')).toBe('01/01/2025 12:05 PM');
  });

  it('reject an unknown zone or an invalid date', () => {
    expect(() => formatDate(instant, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => formatDateTime(new Date('nope'), 'UTC')).toThrow(RangeError);
  });
});

describe('parseDateTime', () => {
  it('reads wall-clock time in the zone back to the same instant', () => {
    expect(parseDateTime('07/03/2025 10:30 PM', 'America/New_York')?.toISOString()).toBe(
      instant.toISOString(),
    );
    expect(parseDateTime(formatDateTime(instant, 'America/Chicago'), 'America/Chicago')).toEqual(instant);
  });

  it('returns null for text in another format or an impossible date', () => {
    for (const text of ['2025-07-03 22:30', '07/03/2025 22:30', '07/03/2025', '02/30/2025 10:00 AM', '']) {
      expect(parseDateTime(text, 'UTC'), text).toBeNull();
    }
    expect(parseDateTime('07/03/2025 10:30 PM', 'Mars/Olympus')).toBeNull();
  });
});

describe('calendar dates', () => {
  it('convert between yyyy-MM-dd and MM/dd/yyyy', () => {
    expect(formatCalendarDate('2025-05-10')).toBe('05/10/2025');
    expect(parseCalendarDate('05/10/2025')).toBe('2025-05-10');
    expect(parseCalendarDate('5/1/2025')).toBe('2025-05-01');
    expect(parseCalendarDate('2/29/2024')).toBe('2024-02-29');
  });

  it('reject impossible or differently written dates', () => {
    expect(parseCalendarDate('2/29/2025')).toBeNull();
    expect(parseCalendarDate('2025-05-10')).toBeNull();
    expect(parseCalendarDate('13/01/2025')).toBeNull();
    expect(() => formatCalendarDate('05/10/2025')).toThrow(RangeError);
    expect(() => formatCalendarDate('2025-13-01')).toThrow(RangeError);
  });
});

describe('shiftCalendarDate', () => {
  it('moves a date by whole days across months and leap days', () => {
    expect(shiftCalendarDate('2025-05-10', -5)).toBe('2025-05-05');
    expect(shiftCalendarDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftCalendarDate('2025-12-31', 1)).toBe('2026-01-01');
    expect(shiftCalendarDate('2025-03-09', 0)).toBe('2025-03-09');
  });

  it('rejects fractional days and malformed dates', () => {
    expect(() => shiftCalendarDate('2025-05-10', 0.5)).toThrow(RangeError);
    expect(() => shiftCalendarDate('2025-02-30', 1)).toThrow(RangeError);
    expect(() => shiftCalendarDate('2025-05-10T00:00', 1)).toThrow(RangeError);
  });
});
