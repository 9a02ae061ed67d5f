import { describe, expect, it } from 'vitest';
import { reminderSendAt } from '../zones';
import { reminderDate } from './reminder-schedule';
import { REMINDER_DEFAULTS, REMINDER_KEYS, reminderDefaultTime } from './reminder-settings';

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
  it('sends each reminder on its day before a Thon held on 20 January 2026', () => {
    const day = (key: keyof typeof REMINDER_DEFAULTS) =>
      reminderDate('2026-01-20', REMINDER_DEFAULTS[key].days);
    expect(day('SmsReminderComingUp')).toBe('2026-01-15');
    expect(day('SmsReminderTomorrow')).toBe('2026-01-19');
    expect(day('LastChanceReminders')).toBe('2026-01-20');
    expect(day('EmailReminderComingUp')).toBe('2026-01-15');
    expect(day('EmailReminderTomorrow')).toBe('2026-01-19');
    expect(day('MerchReminderEmail1')).toBe('2026-01-20');
  });

  it('sends the coming-up SMS at 11 AM and the merchandise e-mail at 8 AM, Eastern time', () => {
    const at = (key: 'SmsReminderComingUp' | 'MerchReminderEmail1') => {
      const { days, time, timeZone } = REMINDER_DEFAULTS[key];
      return reminderSendAt({ eventDate: '2026-01-20', days, time: time ?? '', timeZone }).toISOString();
    };
    // Eastern Standard Time is UTC-5 in January.
    expect(at('SmsReminderComingUp')).toBe('2026-01-15T16:00:00.000Z');
    expect(at('MerchReminderEmail1')).toBe('2026-01-20T13:00:00.000Z');
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

describe('reminderDefaultTime', () => {
  it("keeps the spec's times and fills the ones it does not give", () => {
    expect(reminderDefaultTime('SmsReminderComingUp')).toBe('11:00 AM');
    expect(reminderDefaultTime('MerchReminderEmail1')).toBe('08:00 AM');
    expect(reminderDefaultTime('SmsReminderTomorrow')).toBe('06:00 PM');
    expect(reminderDefaultTime('LastChanceReminders')).toBe('08:00 AM');
  });
});
