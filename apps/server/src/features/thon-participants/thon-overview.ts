import type { ThonPeopleOverview } from '@pledgethon/contracts';
import type { Executor } from '@pledgethon/db';
import type { ThonReach } from '../thons/thon-reach';
import { findThonTeachers, findThonTeams } from './thon-participants.queries';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** The Thon as the caller reaches it, with the teams and teachers its forms offer. */
export async function thonOverview(db: Executor, reach: ThonReach): Promise<ThonPeopleOverview> {
  const eventId = reach.event.id;
  const [teams, teachers] = await Promise.all([
    findThonTeams(db, { eventId }),
    findThonTeachers(db, { eventId }),
  ]);
  const scope = reach.participants;
  return {
    EventId: eventId,
    EventCode: reach.event.eventCode,
    Name: reach.event.name,
    Reach: scope.kind,
    ParticipantGoalCents: reach.event.participantGoalCents,
    ManagesPeople: scope.kind === 'all',
    // A team leader sees their own team only; everyone else every team of the Thon.
    Teams: teams
      .filter((team) => scope.kind !== 'team' || team.id === scope.teamId)
      .map((team) => ({
        TeamId: team.id,
        Name: team.name,
        LeaderName:
          team.leaderFirstName === null ? null : fullName(team.leaderFirstName, team.leaderLastName ?? ''),
        LeaderEmail: team.leaderEmail,
        InvitedLeaderEmail: team.leaderEmail === null ? team.invitedLeaderEmail : null,
        ParticipantCount: team.participantCount,
      })),
    Teachers: teachers
      .filter((teacher) => scope.kind !== 'class' || teacher.id === scope.teacherUserId)
      .map((teacher) => ({
        UserId: teacher.id,
        Name: fullName(teacher.firstName, teacher.lastName),
        Email: teacher.email,
      })),
  };
}
