import { describe, expect, it } from 'vitest';
import { REMINDER_DEFAULTS, REMINDER_KEYS } from './reminder-settings';

describe('REMINDER_KEYS', () => {
  it('has the seven keys of the spec', () => {
    expect(REMINDER_KEYS).toEqual([
      'SmsReminderComingUp',
      'SmsReminderTomorrow',
      'LastChanceReminders',
      'EmailReminderComingUp',
      'EmailReminderTomorrow',
      'MerchReminderEmail1',
      'ParticipantSMSShare',
    ]);
    expect((REMINDER_KEYS as readonly string[]).includes('ParticipantSmsShare')).toBe(false);
  });
});

describe('REMINDER_DEFAULTS', () => {
  it('schedules each reminder relative to the event date', () => {
    expect(REMINDER_DEFAULTS.SmsReminderComingUp).toEqual({
      days: -5,
      time: '11:00 AM',
      timeZone: 'EST',
      enabled: true,
    });
    expect(REMINDER_DEFAULTS.SmsReminderTomorrow.days).toBe(-1);
    expect(REMINDER_DEFAULTS.LastChanceReminders.days).toBe(0);
    expect(REMINDER_DEFAULTS.EmailReminderComingUp.days).toBe(-5);
    expect(REMINDER_DEFAULTS.EmailReminderTomorrow.days).toBe(-1);
    expect(REMINDER_DEFAULTS.MerchReminderEmail1).toEqual({
      days: 0,
      time: '08:00 AM',
      timeZone: 'EST',
      enabled: true,
    });
  });

  it('gives no time where the spec gives none', () => {
    expect(REMINDER_DEFAULTS.SmsReminderTomorrow.time).toBeNull();
    expect(REMINDER_DEFAULTS.LastChanceReminders.time).toBeNull();
    expect(REMINDER_DEFAULTS.EmailReminderComingUp.time).toBeNull();
    expect(REMINDER_DEFAULTS.EmailReminderTomorrow.time).toBeNull();
  });

  it('is in Eastern time and enabled for every reminder, never after the event', () => {
    for (const setting of Object.values(REMINDER_DEFAULTS)) {
      expect(setting.timeZone).toBe('EST');
      expect(setting.enabled).toBe(true);
      expect(setting.days).toBeLessThanOrEqual(0);
    }
    expect(Object.keys(REMINDER_DEFAULTS)).not.toContain('ParticipantSMSShare');
  });
});
