import {
  GRADES,
  MAX_INT32,
  MINIMUM_GOAL_CENTS,
  messages,
  SHIRT_SIZES,
  type ShirtSizeId,
} from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, CODE_MAX_LENGTH } from '../bounded-text';

/** First and last names: the spec's "any text up to 60 characters". */
export const PERSON_NAME_MAX_LENGTH = 60;
/** The spec's e-mail pattern allows at most 50 characters. */
export const EMAIL_MAX_LENGTH = 50;
/** Search words typed into a list's search box. */
const SEARCH_MAX_LENGTH = 60;

const shirtSizeIds = SHIRT_SIZES.map((size) => size.id) as [ShirtSizeId, ...ShirtSizeId[]];

export const personNameSchema = boundedText(PERSON_NAME_MAX_LENGTH, messages.reviewRequiredFields)
  .trim()
  .min(1, messages.reviewRequiredFields);

/** An e-mail address as the spec has it: a valid address of at most 50 characters. */
export const emailAddressSchema = boundedText(200, messages.emailRequired)
  .trim()
  .min(1, messages.emailRequired)
  .max(EMAIL_MAX_LENGTH, messages.emailTooLong)
  .pipe(z.email(messages.invalidEmail));

const optionalEmail = z
  .union([z.literal(''), z.null(), emailAddressSchema])
  .transform((value) => (value ? value.toLowerCase() : null));

/** A participant's goal in cents: at least $1 (spec section 5). */
export const goalCentsSchema = z
  .number(messages.minimumGoal)
  .int(messages.minimumGoal)
  .min(MINIMUM_GOAL_CENTS, messages.minimumGoal)
  .max(MAX_INT32, messages.invalidData);

/** GET /api/ThonParticipants/Thon/{eventCode}: the Thon as the caller reaches it. */
export const thonByCodeParamsSchema = z.object({ eventCode: boundedText(CODE_MAX_LENGTH).min(1) });

const thonTeamSchema = z
  .object({
    TeamId: z.uuid(),
    Name: z.string(),
    /** The team's leader (one per team), when it has one. */
    LeaderName: z.string().nullable(),
    LeaderEmail: z.string().nullable(),
    /** The address a leader's invitation waits at, while the team has no leader: as the inviter typed it. */
    InvitedLeaderEmail: z.string().nullable(),
    ParticipantCount: z.number().int(),
  })
  .meta({ id: 'ThonTeam' });
export type ThonTeam = z.infer<typeof thonTeamSchema>;

const thonPersonSchema = z
  .object({ UserId: z.uuid(), Name: z.string(), Email: z.string() })
  .meta({ id: 'ThonPerson' });

const THON_REACH_KINDS = ['all', 'class', 'team'] as const;

export const thonPeopleOverviewSchema = z
  .object({
    EventId: z.uuid(),
    EventCode: z.string(),
    Name: z.string(),
    /** How far the caller reaches: the whole Thon, their class (teachers) or their team (team leaders). */
    Reach: z.enum(THON_REACH_KINDS),
    /** The goal a new participant starts with, set per Thon by its organiser. */
    ParticipantGoalCents: z.number().int(),
    /** Whether the caller may manage teams and people (organisers, franchisees, super administrators). */
    ManagesPeople: z.boolean(),
    Teams: z.array(thonTeamSchema),
    Teachers: z.array(thonPersonSchema),
  })
  .meta({ id: 'ThonPeopleOverview' });
export type ThonPeopleOverview = z.infer<typeof thonPeopleOverviewSchema>;

/** GET /api/ThonParticipants/List/{eventId}: one page of the participants the caller reaches. */
export const participantListParamsSchema = z.object({ eventId: z.uuid() });
export const participantListQuerySchema = z.object({
  Search: boundedText(SEARCH_MAX_LENGTH).optional(),
  TeamId: z.uuid().optional(),
  Page: z.coerce.number().int().min(1).max(MAX_INT32).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(25),
});

const thonParticipantSchema = z
  .object({
    ParticipantId: z.uuid(),
    FirstName: z.string(),
    LastName: z.string(),
    GoalCents: z.number().int(),
    /** Raised, as the product counts it everywhere (decision 041). */
    RaisedCents: z.number().int(),
    Grade: z.enum(GRADES).nullable(),
    ShirtSize: z.enum(shirtSizeIds).nullable(),
    TeamId: z.uuid().nullable(),
    TeamName: z.string().nullable(),
    TeacherUserId: z.uuid().nullable(),
    TeacherName: z.string().nullable(),
    ParentEmail: z.string().nullable(),
    AccessCode: z.string(),
    /** When the participant was marked completed (their pledges then go to charging); null until then. */
    CompletedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ThonParticipant' });
export type ThonParticipant = z.infer<typeof thonParticipantSchema>;

export const participantPageSchema = z
  .object({
    Items: z.array(thonParticipantSchema),
    Total: z.number().int(),
    Page: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'ThonParticipantPage' });

/** The fields of a participant an organiser, teacher or team leader types in. */
export const participantFieldsSchema = z.object({
  FirstName: personNameSchema,
  LastName: personNameSchema,
  // Left out: the Thon's own goal per participant for a new one, the present goal for an edit.
  GoalCents: goalCentsSchema.optional(),
  Grade: z.enum(GRADES, messages.invalidData).nullable().default(null),
  ShirtSize: z.enum(shirtSizeIds, messages.invalidData).nullable().default(null),
  TeamId: z.uuid().nullable().default(null),
  TeacherUserId: z.uuid().nullable().default(null),
  ParentEmail: optionalEmail.default(null),
});

/** POST /api/ThonParticipants/Add */
export const addParticipantRequestSchema = participantFieldsSchema.extend({ EventId: z.uuid() });
export type AddParticipantRequest = z.input<typeof addParticipantRequestSchema>;

/** POST /api/ThonParticipants/Update */
export const updateParticipantRequestSchema = participantFieldsSchema.extend({ ParticipantId: z.uuid() });
export type UpdateParticipantRequest = z.input<typeof updateParticipantRequestSchema>;

/** POST /api/ThonParticipants/Remove: the participant leaves the lists; their pledges stay. */
export const removeParticipantRequestSchema = z.object({ ParticipantId: z.uuid() });

/** POST /api/ThonParticipants/Move: participants of one Thon onto a team of it (null: no team). */
export const moveParticipantsRequestSchema = z.object({
  EventId: z.uuid(),
  ParticipantIds: z.array(z.uuid()).min(1).max(500),
  TeamId: z.uuid().nullable(),
});
export type MoveParticipantsRequest = z.input<typeof moveParticipantsRequestSchema>;

export const participantChangeResponseSchema = z
  .object({ Message: z.string(), Participant: thonParticipantSchema.nullable() })
  .meta({ id: 'ParticipantChange' });
export type ParticipantChange = z.infer<typeof participantChangeResponseSchema>;

export const moveParticipantsResponseSchema = z
  .object({ Message: z.string(), Moved: z.number().int() })
  .meta({ id: 'MoveParticipantsResponse' });
