import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { instant, updatedAt } from './columns';
import { events } from './events';
import { messageTemplates } from './message-templates';
import { reminderKey, reminderTimeZone, smsShareDefaultType } from './reminder-enums';

// Clock times are kept in one canonical form, 08:00 AM, whatever form the organiser typed.
const clockTime = sql.raw(`'^(0[1-9]|1[0-2]):[0-5][0-9] (AM|PM)$'`);

/**
 * When each reminder of a Thon goes out: `days` from the event date at `time` in `timeZone`.
 * ParticipantSMSShare instead goes out when a participant shares, at once or inside its hold window.
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    key: reminderKey().notNull(),
    // Null for ParticipantSMSShare, which is sent when a participant shares rather than on a day.
    days: integer(),
    time: text(),
    timeZone: reminderTimeZone().notNull(),
    enabled: boolean().notNull().default(true),
    messageTemplateId: uuid().references(() => messageTemplates.id, { onDelete: 'set null' }),
    defaultType: smsShareDefaultType(),
    holdStart: text(),
    holdEnd: text(),
    holdEnabled: boolean().notNull().default(false),
    // The due moment whose recipients have all been queued; a new date or time makes a new one.
    dispatchedFor: instant(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('reminder_settings_event_key_unique').on(table.eventId, table.key),
    check(
      'reminder_settings_scheduled_has_day_and_time',
      sql`${table.key} = 'ParticipantSMSShare' or (${table.days} is not null and ${table.time} is not null)`,
    ),
    check('reminder_settings_time_format', sql`${table.time} is null or ${table.time} ~ ${clockTime}`),
    check(
      'reminder_settings_hold_format',
      sql`(${table.holdStart} is null or ${table.holdStart} ~ ${clockTime}) and (${table.holdEnd} is null or ${table.holdEnd} ~ ${clockTime})`,
    ),
    check(
      'reminder_settings_default_type_only_for_sms_share',
      sql`${table.defaultType} is null or ${table.key} = 'ParticipantSMSShare'`,
    ),
    // 'immediately' clears the window; 'Hold Messages Between' cannot be kept without both ends.
    check(
      'reminder_settings_hold_window_matches_type',
      sql`coalesce(${table.defaultType} = 'Hold Messages Between', false) = (${table.holdStart} is not null and ${table.holdEnd} is not null)`,
    ),
  ],
);
