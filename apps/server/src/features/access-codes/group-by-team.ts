import type { AccessCodeBadge } from '@pledgethon/contracts';

type TeamBadges = { TeamId: string | null; TeamName: string | null; Participants: AccessCodeBadge[] };

/** One group per team in the order given (teams sort by name, no team last), one badge sheet each. */
export function groupByTeam(badges: (AccessCodeBadge & { TeamId: string | null })[]): TeamBadges[] {
  const teams = new Map<string | null, TeamBadges>();
  for (const { TeamId, ...badge } of badges) {
    let team = teams.get(TeamId);
    if (!team) {
      team = { TeamId, TeamName: badge.TeamName, Participants: [] };
      teams.set(TeamId, team);
    }
    team.Participants.push(badge);
  }
  return [...teams.values()];
}
