import { messages } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, CODE_MAX_LENGTH } from '../bounded-text';
import {
  moneySplitSchema,
  publicParticipantSummarySchema,
  publicTeamSchema,
  sponsorUpdatePageSchema,
} from '../public-thon/index';

/** The home page's event-code entry (POST /api/EventCode). */
export const eventCodeRequestSchema = z.object({
  EventCode: boundedText(CODE_MAX_LENGTH, messages.eventCodeInvalid).trim().min(1, messages.eventCodeInvalid),
});
export type EventCodeRequest = z.input<typeof eventCodeRequestSchema>;
/** The event id, answered as a JSON string; an unknown code answers 404 with Message 'not found'. */
export const eventCodeResponseSchema = z.uuid();

export const publicEventParamsSchema = z.object({ eventCode: boundedText(CODE_MAX_LENGTH).min(1) });

/**
 * What anyone may see of a Thon on its event page: children are named only when the organiser ranks
 * them, and then only as their parents allowed.
 */
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
    FlatDonationsOnly: z.boolean(),
    Status: z.enum(['draft', 'active', 'completed']),
    MoneySplit: moneySplitSchema,
    /** The teams by what they raised, at most MAX_TEAM_LEADERBOARD_ENTRIES. */
    Teams: z.array(publicTeamSchema),
    /** Whether the organiser lets the public page rank participants by money (off by default). */
    RanksParticipants: z.boolean(),
    /** The top participants by what they raised: empty unless RanksParticipants. */
    TopParticipants: z.array(publicParticipantSummarySchema),
    SponsorUpdates: sponsorUpdatePageSchema,
  })
  .meta({ id: 'PublicEvent' });
export type PublicEvent = z.infer<typeof publicEventSchema>;
