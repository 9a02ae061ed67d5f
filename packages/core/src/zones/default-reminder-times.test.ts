import { describe, expect, it } from 'vitest';
import { defaultReminderTimesIn } from './default-reminder-times';

const winter = new Date('2026-01-15T12:00:00Z');
const summer = new Date('2026-07-15T12:00:00Z');
const timeOf = (zone: string, on: Date, name: string) =>
  defaultReminderTimesIn(zone, on).find((time) => time.Name === name)?.SendTimeLocal;

describe('defaultReminderTimesIn', () => {
  it('lists every scheduled reminder with its Eastern default in Eastern time', () => {
    const times = defaultReminderTimesIn('EST', winter);
    expect(times.map((time) => time.Name)).toEqual([
      'SmsReminderComingUp',
      'SmsReminderTomorrow',
      'LastChanceReminders',
      'EmailReminderComingUp',
      'EmailReminderTomorrow',
      'MerchReminderEmail1',
    ]);
    expect(timeOf('EST', winter, 'SmsReminderComingUp')).toBe('11:00 AM');
    expect(timeOf('EDT', summer, 'MerchReminderEmail1')).toBe('08:00 AM');
  });

  it('reads the defaults on the clock of every other zone', () => {
    expect(timeOf('CST', winter, 'SmsReminderComingUp')).toBe('10:00 AM');
    expect(timeOf('mst', winter, 'SmsReminderComingUp')).toBe('09:00 AM');
    expect(timeOf('PDT', summer, 'SmsReminderComingUp')).toBe('08:00 AM');
    expect(timeOf('AKST', winter, 'SmsReminderComingUp')).toBe('07:00 AM');
  });

  it('follows daylight saving where Hawaii does not', () => {
    expect(timeOf('HST', winter, 'SmsReminderComingUp')).toBe('06:00 AM');
    expect(timeOf('HST', summer, 'SmsReminderComingUp')).toBe('05:00 AM');
  });

  it('falls back to Central time for a zone it does not know', () => {
    expect(defaultReminderTimesIn('XYZ', winter)).toEqual(defaultReminderTimesIn('CST', winter));
  });
});
