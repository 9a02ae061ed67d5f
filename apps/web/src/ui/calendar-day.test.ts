import { afterEach, describe, expect, it } from 'vitest';
import { formatLongCalendarDay } from './calendar-day';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('formatLongCalendarDay', () => {
  it("writes the day out as the reader's language does", () => {
    expect(formatLongCalendarDay('2026-12-01', 'en-US')).toBe('December 1, 2026');
    expect(formatLongCalendarDay('2026-12-01', 'es')).toBe('1 de diciembre de 2026');
  });

  it('shows the same day to a reader west of Greenwich, where midnight UTC is still the day before', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(new Date('2026-12-01T00:00:00Z').getDate()).toBe(30);
    expect(formatLongCalendarDay('2026-12-01', 'en-US')).toBe('December 1, 2026');
  });
});
