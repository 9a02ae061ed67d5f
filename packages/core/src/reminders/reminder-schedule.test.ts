import { describe, expect, it } from 'vitest';
import { reminderDate } from './reminder-schedule';

describe('reminderDate', () => {
  it('offsets the event date by the reminder days', () => {
    expect(reminderDate('2025-05-10', -5)).toBe('2025-05-05');
    expect(reminderDate('2025-05-10', -1)).toBe('2025-05-09');
    expect(reminderDate('2025-05-10', 0)).toBe('2025-05-10');
    expect(reminderDate('2025-03-02', -1)).toBe('2025-03-01');
    expect(reminderDate('2024-03-02', -2)).toBe('2024-02-29');
  });

  it('rejects malformed dates and fractional days', () => {
    expect(() => reminderDate('05/10/2025', -1)).toThrow(RangeError);
    expect(() => reminderDate('2025-02-30', -1)).toThrow(RangeError);
    expect(() => reminderDate('2025-05-10T10:00', -1)).toThrow(RangeError);
    expect(() => reminderDate('2025-05-10', -1.5)).toThrow(RangeError);
  });
});
