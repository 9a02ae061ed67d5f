import { MAX_INT32, messages } from '@pledgethon/core';
import { z } from 'zod';
import { boundedMultilineText, boundedText, CODE_MAX_LENGTH } from '../bounded-text';

const sponsorUpdateSchema = z
  .object({
    SponsorUpdateId: z.uuid(),
    Message: z.string(),
    /** Set when the update is for one participant's sponsors; null for the whole Thon. */
    ParticipantId: z.uuid().nullable(),
    PostedAt: z.string(),
  })
  .meta({ id: 'SponsorUpdate' });

/** One page of sponsor updates, newest first, PAGE_SIZE a page. */
export const sponsorUpdatePageSchema = z
  .object({
    Items: z.array(sponsorUpdateSchema),
    Total: z.number().int(),
    Page: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'SponsorUpdatePage' });
export type SponsorUpdatePage = z.infer<typeof sponsorUpdatePageSchema>;

/**
 * Where a Thon's money goes (decision 056): the organisation's share after the franchisee's commission;
 * card processing is shown on each receipt.
 */
export const moneySplitSchema = z
  .object({
    /** Percent of what is raised that reaches the organisation (100 without a franchisee). */
    OrganizationSharePercent: z.number(),
    /** The franchisee's commission, in percent (0 without one). */
    CommissionPercent: z.number(),
    FranchiseeName: z.string().nullable(),
  })
  .meta({ id: 'MoneySplit' });
export type MoneySplit = z.infer<typeof moneySplitSchema>;

export const publicTeamSchema = z
  .object({ Name: z.string(), RaisedCents: z.number().int(), ParticipantCount: z.number().int() })
  .meta({ id: 'PublicTeam' });

/** A participant as their parent allowed the public to see them (first name and last initial by default). */
export const publicParticipantSummarySchema = z
  .object({
    ParticipantId: z.uuid(),
    DisplayName: z.string(),
    GoalCents: z.number().int(),
    RaisedCents: z.number().int(),
  })
  .meta({ id: 'PublicParticipantSummary' });

export const publicSponsorUpdatesParamsSchema = z.object({ eventCode: boundedText(CODE_MAX_LENGTH).min(1) });
export const publicSponsorUpdatesQuerySchema = z.object({
  Page: z.coerce.number().int().min(1).max(MAX_INT32).default(1),
  /** A participant's page shows the Thon's updates and that participant's own. */
  ParticipantId: z.uuid().optional(),
});

export const publicParticipantParamsSchema = z.object({
  eventCode: boundedText(CODE_MAX_LENGTH).min(1),
  participantId: z.uuid(),
});

/** A participant's public page: their progress toward their own goal, never a rank among children. */
export const publicParticipantSchema = z
  .object({
    ParticipantId: z.uuid(),
    DisplayName: z.string(),
    TeamName: z.string().nullable(),
    /** The photo the parent uploaded and consents to show; null otherwise. */
    PhotoUrl: z.string().nullable(),
    GoalCents: z.number().int(),
    RaisedCents: z.number().int(),
    EventId: z.uuid(),
    EventCode: z.string(),
    EventName: z.string(),
    EventDate: z.string(),
    /** The Thon's zone: sponsor updates are dated in it. */
    TimeZone: z.string(),
    OrganizationName: z.string(),
    UnitName: z.string(),
    UnitNamePlural: z.string(),
    FundsGoTo: z.string().nullable(),
    FlatDonationsOnly: z.boolean(),
    Status: z.enum(['draft', 'active', 'completed']),
    MoneySplit: moneySplitSchema,
    SponsorUpdates: sponsorUpdatePageSchema,
  })
  .meta({ id: 'PublicParticipant' });
export type PublicParticipant = z.infer<typeof publicParticipantSchema>;

export const SPONSOR_UPDATE_MAX_LENGTH = 2000;

export const postSponsorUpdateRequestSchema = z.object({
  EventId: z.uuid(),
  /** Only this participant's page shows it; without it, every public page of the Thon. */
  ParticipantId: z.uuid().nullable().default(null),
  Message: boundedMultilineText(SPONSOR_UPDATE_MAX_LENGTH).trim().min(1, messages.reviewRequiredFields),
});
export const postSponsorUpdateResponseSchema = z
  .object({ Message: z.string(), SponsorUpdate: sponsorUpdateSchema })
  .meta({ id: 'PostSponsorUpdateResponse' });
