import type { ReminderSetting } from '@pledgethon/contracts';
import { parseClockTime, type ReminderFields } from '@pledgethon/core';

/** The editable copy of a row, taken when it goes into edit mode. */
export const draftOf = (row: ReminderSetting): ReminderFields => ({
  Days: row.Days,
  Time: row.Time,
  TimeZone: row.TimeZone,
  Enabled: row.Enabled,
  MessageTemplateId: row.MessageTemplateId,
  DefaultType: row.DefaultType,
  HoldStart: row.HoldStart,
  HoldEnd: row.HoldEnd,
});

/** Whether a typed time is one the screen can keep: a time of day on the 12-hour clock. */
export const isKeepableTime = (time: string | null): boolean =>
  time !== null && parseClockTime(time) !== null;
