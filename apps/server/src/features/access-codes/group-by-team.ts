import type { AccessCodeBadge } from '@pledgethon/contracts';

type TeamBadges = {
  TeamId: string | null;
  TeamName: string | null;
  Color: string;
  Participants: AccessCodeBadge[];
};

// Participants without a team wear neutral grey.
const NO_TEAM_COLOR = '#495057';

/**
 * One group per team in the order given (teams sort by name, no team last), one badge sheet each, in
 * the team's colour (`colors`, by team id).
 */
export function groupByTeam(
  badges: (AccessCodeBadge & { TeamId: string | null })[],
  colors: ReadonlyMap<string, string> = new Map(),
): TeamBadges[] {
  const teams = new Map<string | null, TeamBadges>();
  for (const { TeamId, ...badge } of badges) {
    let team = teams.get(TeamId);
    if (!team) {
      team = {
        TeamId,
        TeamName: badge.TeamName,
        Color: (TeamId && colors.get(TeamId)) || NO_TEAM_COLOR,
        Participants: [],
      };
      teams.set(TeamId, team);
    }
    team.Participants.push(badge);
  }
  return [...teams.values()];
}
