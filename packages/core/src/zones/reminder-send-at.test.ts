import { describe, expect, it } from 'vitest';
import { reminderSendAt } from './reminder-send-at';

describe('reminderSendAt', () => {
  it('sends at local wall-clock time, daylight saving included', () => {
    const winter = reminderSendAt({ eventDate: '2025-01-15', days: -5, time: '11:00 AM', timeZone: 'EST' });
    const summer = reminderSendAt({ eventDate: '2025-07-15', days: -5, time: '11:00 AM', timeZone: 'EST' });
    expect(winter.toISOString()).toBe('2025-01-10T16:00:00.000Z');
    expect(summer.toISOString()).toBe('2025-07-10T15:00:00.000Z');
  });

  it('uses the zone given and falls back to Central time', () => {
    const pacific = reminderSendAt({ eventDate: '2025-01-15', days: 0, time: '08:00 AM', timeZone: 'PST' });
    const unknown = reminderSendAt({ eventDate: '2025-01-15', days: 0, time: '08:00 AM', timeZone: 'XYZ' });
    expect(pacific.toISOString()).toBe('2025-01-15T16:00:00.000Z');
    expect(unknown.toISOString()).toBe('2025-01-15T14:00:00.000Z');
  });

  it('rejects a time that is not hh:mm AM/PM', () => {
    expect(() =>
      reminderSendAt({ eventDate: '2025-01-15', days: 0, time: '14:00', timeZone: 'EST' }),
    ).toThrow(RangeError);
  });
});
