import { describe, expect, it } from 'vitest';
import { formatClockTime, MINUTES_PER_DAY, parseClockTime } from './clock-time';

describe('parseClockTime', () => {
  it('reads 12-hour times as minutes since midnight', () => {
    expect(parseClockTime('12:00 AM')).toBe(0);
    expect(parseClockTime('08:00 AM')).toBe(480);
    expect(parseClockTime('11:00 AM')).toBe(660);
    expect(parseClockTime('12:00 PM')).toBe(720);
    expect(parseClockTime('1:05 pm')).toBe(785);
    expect(parseClockTime('11:59PM')).toBe(MINUTES_PER_DAY - 1);
  });

  it('rejects what is not a 12-hour time', () => {
    for (const text of ['', '13:00', '00:30 AM', '7 PM', '7:5 PM', 'noon'])
      expect(parseClockTime(text), text).toBeNull();
  });
});

describe('formatClockTime', () => {
  it('writes hh:mm AM/PM', () => {
    expect(formatClockTime(0)).toBe('12:00 AM');
    expect(formatClockTime(480)).toBe('08:00 AM');
    expect(formatClockTime(720)).toBe('12:00 PM');
    expect(formatClockTime(1439)).toBe('11:59 PM');
  });

  it('round-trips every minute of the day', () => {
    for (let minute = 0; minute < MINUTES_PER_DAY; minute += 1) {
      expect(parseClockTime(formatClockTime(minute))).toBe(minute);
    }
  });

  it('rejects minutes outside one day', () => {
    expect(() => formatClockTime(-1)).toThrow(RangeError);
    expect(() => formatClockTime(MINUTES_PER_DAY)).toThrow(RangeError);
    expect(() => formatClockTime(1.5)).toThrow(RangeError);
  });
});
