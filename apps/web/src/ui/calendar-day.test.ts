import { afterEach, describe, expect, it } from 'vitest';
import { formatCalendarDay } from './calendar-day';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('formatCalendarDay', () => {
  it("writes the day as the reader's language does, short or long", () => {
    expect(formatCalendarDay('2026-12-01', 'en-US')).toBe('12/1/2026');
    expect(formatCalendarDay('2026-12-01', 'es')).toBe('1/12/2026');
    expect(formatCalendarDay('2026-12-01', 'en-US', { long: true })).toBe('December 1, 2026');
  });

  it('shows the same day to a reader west of Greenwich, where midnight UTC is still the day before', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(new Date('2026-12-01T00:00:00Z').getDate()).toBe(30);
    expect(formatCalendarDay('2026-12-01', 'en-US')).toBe('12/1/2026');
  });
});
