import { describe, expect, it } from 'vitest';
import { calendarDateIn, formatDate, formatDateTime, parseDateTime } from './zoned-dates';

const instant = new Date('2025-07-04T02:30:00.000Z');

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

describe('calendarDateIn', () => {
  it('names the day of the instant in the zone, as the calendar asks for it', () => {
    expect(calendarDateIn(instant, 'America/New_York')).toBe('2025-07-03');
    expect(calendarDateIn(instant, 'Pacific/Auckland')).toBe('2025-07-04');
    expect(calendarDateIn(new Date('2025-11-02T04:00:00Z'), 'America/New_York')).toBe('2025-11-02');
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
