import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  formatCalendarDate,
  parseCalendarDate,
  shiftCalendarDate,
} from './dates';

describe('formats', () => {
  it('are MM/dd/yyyy and MM/dd/yyyy hh:mm a', () => {
    expect(DATE_FORMAT).toBe('MM/dd/yyyy');
    expect(DATE_TIME_FORMAT).toBe('MM/dd/yyyy hh:mm a');
  });
});

describe('calendar dates', () => {
  it('convert between yyyy-MM-dd and MM/dd/yyyy', () => {
    expect(formatCalendarDate('2025-05-10')).toBe('05/10/2025');
    expect(parseCalendarDate('05/10/2025')).toBe('2025-05-10');
    expect(parseCalendarDate('5/1/2025')).toBe('2025-05-01');
    expect(parseCalendarDate('2/29/2024')).toBe('2024-02-29');
    expect(parseCalendarDate(' 12/31/0099 ')).toBe('0099-12-31');
    expect(formatCalendarDate('0099-12-31')).toBe('12/31/0099');
  });

  it('reject impossible or differently written dates', () => {
    expect(parseCalendarDate('2/29/2025')).toBeNull();
    expect(parseCalendarDate('2/29/1900')).toBeNull();
    expect(parseCalendarDate('0/10/2025')).toBeNull();
    expect(parseCalendarDate('5/10/25')).toBeNull();
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
