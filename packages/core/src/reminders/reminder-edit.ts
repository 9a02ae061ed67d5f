import { reminderDate } from './reminder-schedule';
import type { SmsShareDefaultType } from './sms-share-hold';
import type { UsZoneAbbreviation } from './time-zones';

/** How far from the event date a reminder may go out; the spec sets no bound, a season is ample. */
export const REMINDER_DAYS_MIN = -90;
export const REMINDER_DAYS_MAX = 90;

/** The Changes flags of a reminder setting: which of its fields an edit touched. */
export const REMINDER_CHANGE_FLAGS = [
  'Time',
  'Enabled',
  'Days',
  'HoldStart',
  'HoldEnd',
  'DefaultType',
  'TemplateId',
] as const;
type ReminderChangeFlag = (typeof REMINDER_CHANGE_FLAGS)[number];
export type ReminderChanges = Record<ReminderChangeFlag, boolean>;

/** The editable fields of one reminder row, as the screen holds them. */
export interface ReminderFields {
  Days: number | null;
  Time: string | null;
  TimeZone: UsZoneAbbreviation;
  Enabled: boolean;
  MessageTemplateId: string | null;
  DefaultType: SmsShareDefaultType | null;
  HoldStart: string | null;
  HoldEnd: string | null;
}

/**
 * What an edit changed, compared with the copy taken when the row went into edit mode. The zone is
 * part of the time of day it qualifies, so a new zone counts as a time change.
 */
export const reminderChanges = (before: ReminderFields, after: ReminderFields): ReminderChanges => ({
  Time: before.Time !== after.Time || before.TimeZone !== after.TimeZone,
  Enabled: before.Enabled !== after.Enabled,
  Days: before.Days !== after.Days,
  HoldStart: before.HoldStart !== after.HoldStart,
  HoldEnd: before.HoldEnd !== after.HoldEnd,
  DefaultType: before.DefaultType !== after.DefaultType,
  TemplateId: before.MessageTemplateId !== after.MessageTemplateId,
});

export const hasChanges = (changes: ReminderChanges): boolean => Object.values(changes).some(Boolean);

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A reminder's day as the settings list shows it: 'Friday, 12/18/2026'. */
export const reminderDateAndDay = (eventDate: string, days: number): string => {
  const iso = reminderDate(eventDate, days);
  const [year, month, day] = iso.split('-');
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${month}/${day}/${year}`;
};
