import { MAX_INT32 } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText } from '../bounded-text';

/** GET /api/Dashboard/...{eventId}: for the Thon's organisers, franchisee, teachers and team leaders. */
export const dashboardParamsSchema = z.object({ eventId: z.uuid() });

const page = z.coerce.number().int().min(1).max(MAX_INT32).default(1);

/** How much of the Thon the caller sees: all of it, their class (teachers) or their team (team leaders). */
const dashboardReachSchema = z.enum(['all', 'class', 'team']);

const dashboardTeamSchema = z
  .object({
    TeamId: z.uuid(),
    Name: z.string(),
    ParticipantCount: z.number().int(),
    RaisedCents: z.number().int(),
  })
  .meta({ id: 'DashboardTeam' });
export type DashboardTeam = z.infer<typeof dashboardTeamSchema>;

const dashboardParticipantSchema = z
  .object({
    ParticipantId: z.uuid(),
    FirstName: z.string(),
    LastName: z.string(),
    TeamName: z.string().nullable(),
    GoalCents: z.number().int(),
    RaisedCents: z.number().int(),
    PledgeCount: z.number().int(),
  })
  .meta({ id: 'DashboardParticipant' });

export const dashboardSchema = z
  .object({
    EventId: z.uuid(),
    EventName: z.string(),
    EventCode: z.string(),
    EventDate: z.string(),
    UnitNamePlural: z.string(),
    Reach: dashboardReachSchema,
    /** The Thon's goal; for a class or a team, the sum of its participants' goals. */
    GoalCents: z.number().int(),
    /** Raised, as the product counts it everywhere (decision 041). */
    PledgedCents: z.number().int(),
    CollectedCents: z.number().int(),
    OutstandingCents: z.number().int(),
    ParticipantCount: z.number().int(),
    PledgeCount: z.number().int(),
    /** Per day of the Thon's time zone, oldest first: what the pledges made that day count for. */
    PledgesByDay: z.array(
      z.object({ Day: z.string(), PledgedCents: z.number().int(), Count: z.number().int() }),
    ),
    /** Every team in reach, the most raised first (the chart per team). */
    Teams: z.array(dashboardTeamSchema),
    /** The first MAX_TEAM_LEADERBOARD_ENTRIES (4) of Teams. */
    Leaderboard: z.array(dashboardTeamSchema),
    /** The PAGE_SIZE (5) participants who raised the most. */
    TopParticipants: z.array(dashboardParticipantSchema),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardParticipantsQuerySchema = z.object({
  page,
  /** Part of a first or last name. */
  search: boundedText(50).optional(),
  teamId: z.uuid().optional(),
  /** 'reached': at or above their goal; 'below': not yet. */
  progress: z.enum(['all', 'reached', 'below']).default('all'),
});
export type DashboardParticipantsFilter = z.output<typeof dashboardParticipantsQuerySchema>;

export const dashboardParticipantsPageSchema = z
  .object({
    Items: z.array(dashboardParticipantSchema),
    Total: z.number().int(),
    Page: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'DashboardParticipantsPage' });

export const dashboardActivityQuerySchema = z.object({ page });

const dashboardActivitySchema = z
  .object({
    PledgeId: z.uuid(),
    /** First name and last initial: the dashboard needs no more of a donor. */
    DonorName: z.string(),
    ParticipantFirstName: z.string(),
    ParticipantLastName: z.string(),
    Kind: z.enum(['per_unit', 'flat']),
    /** The flat amount, or the rate per unit. */
    AmountCents: z.number().int(),
    CreatedAt: z.iso.datetime(),
  })
  .meta({ id: 'DashboardActivity' });

export const dashboardActivityPageSchema = z
  .object({
    Items: z.array(dashboardActivitySchema),
    Total: z.number().int(),
    Page: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'DashboardActivityPage' });

/** GET /api/Dashboard/GetMyThons: the Thons whose dashboard the caller may open, newest first. */
export const myThonsSchema = z.array(
  z
    .object({
      EventId: z.uuid(),
      Name: z.string(),
      EventCode: z.string(),
      EventDate: z.string(),
      Status: z.enum(['draft', 'active', 'completed']),
    })
    .meta({ id: 'MyThon' }),
);
