import type { UsZoneAbbreviation } from './time-zones';

export const REMINDER_KEYS = [
  'SmsReminderComingUp',
  'SmsReminderTomorrow',
  'LastChanceReminders',
  'EmailReminderComingUp',
  'EmailReminderTomorrow',
  'MerchReminderEmail1',
  'ParticipantSMSShare',
] as const;
export type ReminderKey = (typeof REMINDER_KEYS)[number];

/** Reminders sent on a day relative to the event; the SMS share is sent when a participant shares. */
export type ScheduledReminderKey = Exclude<ReminderKey, 'ParticipantSMSShare'>;

export interface ReminderDefault {
  /** Days from the event date: -5 is five days before. */
  days: number;
  /** 'hh:mm AM/PM', or null where the spec gives no default time and the zone's list supplies it. */
  time: string | null;
  timeZone: UsZoneAbbreviation;
  enabled: boolean;
}

const reminder = (days: number, time: string | null = null): ReminderDefault => ({
  days,
  time,
  timeZone: 'EST',
  enabled: true,
});

export const REMINDER_DEFAULTS: Readonly<Record<ScheduledReminderKey, ReminderDefault>> = {
  SmsReminderComingUp: reminder(-5, '11:00 AM'),
  SmsReminderTomorrow: reminder(-1),
  LastChanceReminders: reminder(0),
  EmailReminderComingUp: reminder(-5),
  EmailReminderTomorrow: reminder(-1),
  MerchReminderEmail1: reminder(0, '08:00 AM'),
};

// The spec gives these reminders no time of day; these follow the ones it does give.
const TIMES_NOT_GIVEN: Readonly<Partial<Record<ScheduledReminderKey, string>>> = {
  SmsReminderTomorrow: '06:00 PM',
  LastChanceReminders: '08:00 AM',
  EmailReminderComingUp: '11:00 AM',
  EmailReminderTomorrow: '06:00 PM',
};

/** The time of day a new Thon's reminder starts with: the spec's where it gives one, else ours. */
export const reminderDefaultTime = (key: ScheduledReminderKey): string => {
  const time = REMINDER_DEFAULTS[key].time ?? TIMES_NOT_GIVEN[key];
  if (!time) throw new Error(`no time of day for reminder ${key}`);
  return time;
};
