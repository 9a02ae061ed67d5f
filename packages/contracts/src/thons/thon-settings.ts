import { REMINDER_KEYS } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText } from '../bounded-text';
import { thonEventSchema, thonOrganizationSchema } from './thon-setup';

/** GET /api/Thons/Settings/{eventCode} */
export const thonSettingsParamsSchema = z.object({ eventCode: boundedText(50) });

const thonReminderDateSchema = z
  .object({
    Key: z.enum(REMINDER_KEYS),
    Days: z.number().int(),
    /** yyyy-mm-dd: the event date moved by Days, so it follows every change of the event date. */
    Date: z.string(),
    Time: z.string(),
    TimeZone: z.string(),
    Enabled: z.boolean(),
  })
  .meta({ id: 'ThonReminderDate' });

export const thonSettingsSchema = z
  .object({
    EventId: z.uuid(),
    Status: z.enum(['draft', 'active', 'completed']),
    CompletedAt: z.iso.datetime().nullable(),
    /** {site}/{eventCode} */
    EventLink: z.string(),
    Organization: thonOrganizationSchema,
    Event: thonEventSchema,
    /** Per-unit pledges made before the switch to flat donations only: kept, and charged per unit. */
    PerUnitPledgeCount: z.number().int(),
    /** The reminders sent on a day; the participants' SMS share goes out when they share instead. */
    Reminders: z.array(thonReminderDateSchema),
  })
  .meta({ id: 'ThonSettings' });
export type ThonSettings = z.infer<typeof thonSettingsSchema>;

/** POST /api/Thons/UpdateSettings */
export const updateThonSettingsRequestSchema = z
  .object({ EventId: z.uuid(), Organization: thonOrganizationSchema, Event: thonEventSchema })
  .meta({ id: 'UpdateThonSettingsRequest' });
export type UpdateThonSettingsRequest = z.infer<typeof updateThonSettingsRequestSchema>;

/** POST /api/Thons/CompleteParticipant */
export const completeParticipantRequestSchema = z
  .object({ EventId: z.uuid(), ParticipantId: z.uuid() })
  .meta({ id: 'CompleteParticipantRequest' });

export const thonMessageResponseSchema = z
  .object({ Success: z.literal(true), Message: z.string() })
  .meta({ id: 'ThonMessage' });
