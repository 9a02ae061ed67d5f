import type { Dashboard, DashboardParticipantsFilter } from '@pledgethon/contracts';
import { donorShortName, MAX_TEAM_LEADERBOARD_ENTRIES, messages, PAGE_SIZE } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import type { ThonReach } from '../thons/thon-reach';
import {
  countPledges,
  findDashboard,
  findParticipantsPage,
  type findParticipantTotals,
  findRecentPledges,
} from './dashboard.queries';

type ParticipantTotal = Awaited<ReturnType<typeof findParticipantTotals>>[number];

const toParticipant = (row: ParticipantTotal) => ({
  ParticipantId: row.id,
  FirstName: row.firstName,
  LastName: row.lastName,
  TeamName: row.teamName,
  GoalCents: row.goalCents,
  RaisedCents: row.raisedCents,
  PledgeCount: row.pledgeCount,
});

/** Everything the dashboard shows at once, for the participants the caller reaches. */
export async function loadDashboard(db: Executor, reach: ThonReach): Promise<Dashboard> {
  const wholeThon = reach.participants.kind === 'all';
  const totals = await findDashboard(db, reach);
  if (!totals) throw new AppError('not_found', messages.notFound);
  const teamItems = totals.teams.map((team) => ({
    TeamId: team.id,
    Name: team.name,
    ParticipantCount: team.participantCount,
    RaisedCents: team.raisedCents,
  }));
  return {
    EventId: reach.event.id,
    EventName: totals.name,
    EventCode: totals.eventCode,
    EventDate: totals.eventDate,
    UnitNamePlural: totals.unitNamePlural,
    Reach: reach.participants.kind,
    GoalCents: wholeThon ? totals.eventGoalCents : totals.participantGoalCents,
    PledgedCents: totals.pledgedCents,
    CollectedCents: totals.collectedCents,
    OutstandingCents: Math.max(totals.pledgedCents - totals.collectedCents, 0),
    ParticipantCount: totals.participantCount,
    PledgeCount: totals.pledgeCount,
    PledgesByDay: totals.byDay.map((day) => ({
      Day: day.day,
      PledgedCents: day.pledgedCents,
      Count: day.count,
    })),
    Teams: teamItems,
    Leaderboard: teamItems.slice(0, MAX_TEAM_LEADERBOARD_ENTRIES),
    TopParticipants: totals.top.map(toParticipant),
  };
}

/** One page of the participants in reach, by name, searched and filtered. */
export async function loadDashboardParticipants(
  db: Executor,
  reach: ThonReach,
  query: DashboardParticipantsFilter,
) {
  const filter = { search: query.search, teamId: query.teamId, progress: query.progress };
  const { rows, total } = await findParticipantsPage(db, reach, {
    filter,
    limit: PAGE_SIZE,
    offset: (query.page - 1) * PAGE_SIZE,
  });
  return {
    Items: rows.map(toParticipant),
    Total: total,
    Page: query.page,
    PageSize: PAGE_SIZE,
  };
}

/** One page of the newest pledges on participants in reach; donors by first name and last initial. */
export async function loadDashboardActivity(db: Executor, reach: ThonReach, page: number) {
  const [rows, total] = await Promise.all([
    findRecentPledges(db, { reach, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    countPledges(db, reach),
  ]);
  return {
    Items: rows.map((row) => ({
      PledgeId: row.id,
      DonorName: donorShortName(row.donorFirstName, row.donorLastName),
      ParticipantFirstName: row.participantFirstName,
      ParticipantLastName: row.participantLastName,
      Kind: row.kind,
      AmountCents: row.amountCents,
      CreatedAt: row.createdAt.toISOString(),
    })),
    Total: total,
    Page: page,
    PageSize: PAGE_SIZE,
  };
}
