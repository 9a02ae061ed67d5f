import type { CollectionsSummary } from '@pledgethon/contracts';
import type { Executor } from '@pledgethon/db';
import { withinReach } from '../thon-participants/thon-participants.queries';
import type { ThonReach } from '../thons/thon-reach';
import { findOpenPledges, findParticipantCollections, findThonCollections } from './collections.queries';

const money = (pledged: number, collected: number) => ({
  PledgedCents: pledged,
  CollectedCents: collected,
  // Outstanding never goes below zero (decision 041), even when a donor added the processing expense.
  OutstandingCents: Math.max(0, pledged - collected),
});

/** Pledged, collected and outstanding for the caller's reach: the Thon, then per team and participant. */
export async function collectionsSummary(db: Executor, reach: ThonReach): Promise<CollectionsSummary> {
  const eventId = reach.event.id;
  const wholeThon = reach.participants.kind === 'all';
  const participantScope = withinReach(eventId, reach.participants);
  if (!participantScope) throw new Error('a reach always narrows to its Thon');
  const [rows, thon, open] = await Promise.all([
    findParticipantCollections(db, { scope: participantScope }),
    wholeThon ? findThonCollections(db, { eventId }) : undefined,
    findOpenPledges(db, { eventId, participantScope, wholeThon }),
  ]);
  const teams = new Map<string | null, { pledged: number; collected: number }>();
  for (const row of rows) {
    const team = teams.get(row.teamName) ?? { pledged: 0, collected: 0 };
    team.pledged += row.pledgedCents;
    team.collected += row.collectedCents;
    teams.set(row.teamName, team);
  }
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const totals = thon ?? {
    pledgedCents: sum((row) => row.pledgedCents),
    collectedCents: sum((row) => row.collectedCents),
  };
  return {
    EventId: eventId,
    Totals: money(totals.pledgedCents, totals.collectedCents),
    Teams: [...teams].map(([teamName, team]) => ({
      TeamName: teamName,
      ...money(team.pledged, team.collected),
    })),
    Participants: rows.map((row) => ({
      ParticipantId: row.participantId,
      Name: `${row.firstName} ${row.lastName}`,
      TeamName: row.teamName,
      ...money(row.pledgedCents, row.collectedCents),
    })),
    OpenPledges: open.map((pledge) => ({
      PledgeId: pledge.pledgeId,
      DonorName: `${pledge.donorFirstName} ${pledge.donorLastName}`,
      ParticipantName: pledge.participantFirstName
        ? `${pledge.participantFirstName} ${pledge.participantLastName}`
        : null,
      IsOffline: pledge.isOffline,
      OutstandingCents: pledge.outstandingCents,
    })),
  };
}
