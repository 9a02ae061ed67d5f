import { messages } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, CODE_MAX_LENGTH } from '../bounded-text';

/** The home page's event-code entry (POST /api/EventCode). */
export const eventCodeRequestSchema = z.object({
  EventCode: boundedText(CODE_MAX_LENGTH, messages.eventCodeInvalid).trim().min(1, messages.eventCodeInvalid),
});
export type EventCodeRequest = z.input<typeof eventCodeRequestSchema>;
/** The event id, answered as a JSON string; an unknown code answers 404 with Message 'not found'. */
export const eventCodeResponseSchema = z.uuid();

export const publicEventParamsSchema = z.object({ eventCode: boundedText(CODE_MAX_LENGTH).min(1) });

/** What anyone may see of a Thon on its event page: no participant names (children's privacy). */
export const publicEventSchema = z
  .object({
    EventId: z.uuid(),
    EventCode: z.string(),
    Name: z.string(),
    /** yyyy-mm-dd, the day in the event's own time zone. */
    EventDate: z.string(),
    /** IANA zone name. */
    TimeZone: z.string(),
    OrganizationName: z.string(),
    UnitName: z.string(),
    UnitNamePlural: z.string(),
    GoalCents: z.number().int(),
    /** What was pledged, as the whole product counts "raised" (decision 041). */
    RaisedCents: z.number().int(),
    ParticipantCount: z.number().int(),
    FundsGoTo: z.string().nullable(),
    Status: z.enum(['draft', 'active', 'completed']),
  })
  .meta({ id: 'PublicEvent' });
export type PublicEvent = z.infer<typeof publicEventSchema>;
