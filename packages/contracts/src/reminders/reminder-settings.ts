import {
  REMINDER_CHANGE_FLAGS,
  REMINDER_DAYS_MAX,
  REMINDER_DAYS_MIN,
  REMINDER_KEYS,
  SMS_SHARE_DEFAULT_TYPES,
  TEMPLATE_PLACEHOLDERS,
  timeTextSchema,
  US_ZONE_IANA,
  type UsZoneAbbreviation,
} from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, CODE_MAX_LENGTH } from '../bounded-text';

const zoneNames = Object.keys(US_ZONE_IANA) as [UsZoneAbbreviation, ...UsZoneAbbreviation[]];

/** GET /api/Reminders/GetReminderSettings/{eventCode} */
export const reminderSettingsParamsSchema = z.object({ eventCode: boundedText(CODE_MAX_LENGTH) });

const reminderSettingSchema = z
  .object({
    Key: z.enum(REMINDER_KEYS),
    /** Null for ParticipantSMSShare, which goes out when a participant shares. */
    Days: z.number().int().nullable(),
    Time: z.string().nullable(),
    TimeZone: z.enum(zoneNames),
    Enabled: z.boolean(),
    /** 'Friday, 12/18/2026': the event date moved by Days. */
    DateAndDay: z.string().nullable(),
    MessageTemplateId: z.uuid().nullable(),
    TemplateName: z.string().nullable(),
    DefaultType: z.enum(SMS_SHARE_DEFAULT_TYPES).nullable(),
    HoldStart: z.string().nullable(),
    HoldEnd: z.string().nullable(),
    HoldEnabled: z.boolean(),
  })
  .meta({ id: 'ReminderSetting' });
export type ReminderSetting = z.infer<typeof reminderSettingSchema>;

export const reminderSettingsSchema = z
  .object({
    EventId: z.uuid(),
    EventCode: z.string(),
    EventName: z.string(),
    Reminders: z.array(reminderSettingSchema),
    /** Every placeholder filled from this Thon, one of its participants and the caller, for previews. */
    PreviewValues: z.record(z.enum(TEMPLATE_PLACEHOLDERS), z.string()),
  })
  .meta({ id: 'ReminderSettings' });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

const clockTime = timeTextSchema.max(8);

/** POST /api/Reminders/SaveReminderSetting: one row kept; only the fields its Changes flag are saved. */
export const saveReminderSettingRequestSchema = z
  .object({
    EventId: z.uuid(),
    Key: z.enum(REMINDER_KEYS),
    Days: z.number().int().min(REMINDER_DAYS_MIN).max(REMINDER_DAYS_MAX).nullable(),
    Time: clockTime.nullable(),
    TimeZone: z.enum(zoneNames),
    Enabled: z.boolean(),
    MessageTemplateId: z.uuid().nullable(),
    DefaultType: z.enum(SMS_SHARE_DEFAULT_TYPES).nullable(),
    HoldStart: clockTime.nullable(),
    HoldEnd: clockTime.nullable(),
    Changes: z.object(
      Object.fromEntries(REMINDER_CHANGE_FLAGS.map((flag) => [flag, z.boolean()])) as {
        [flag in (typeof REMINDER_CHANGE_FLAGS)[number]]: z.ZodBoolean;
      },
    ),
  })
  .meta({ id: 'SaveReminderSettingRequest' });
export type SaveReminderSettingRequest = z.infer<typeof saveReminderSettingRequestSchema>;

/** GET /api/MessageTemplates/GetReminderTimesByUserTimeZone/{zoneAbbr} */
export const reminderTimesParamsSchema = z.object({ zoneAbbr: boundedText(8) });

export const reminderTimesSchema = z
  .array(z.object({ Name: z.enum(REMINDER_KEYS), SendTimeLocal: z.string() }))
  .meta({ id: 'ReminderTimes' });
