import { createHash } from 'node:crypto';
import type { LapCounterRoster } from '@pledgethon/contracts';
import { publicParticipantName, teamColor } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { Counter } from './counter-access';
import { findLapCounts, findRoster } from './lap-counter.queries';
import { withCap } from './sync-lap-scans';

/** How the counter recognises a login badge without holding the code that signs the child in. */
const badgeKey = (accessCode: string): string =>
  createHash('sha256').update(accessCode.trim().toLowerCase()).digest('hex');

/**
 * Everything a counter keeps on the device to count without a network: the Thon's rules, its teams
 * with their colours, each participant named as on public pages, and the counts so far.
 */
export async function lapCounterRoster(db: Executor, counter: Counter): Promise<LapCounterRoster> {
  const { event } = counter;
  const [roster, counts] = await Promise.all([
    findRoster(db, { eventId: event.id }),
    findLapCounts(db, { eventId: event.id, guardSeconds: event.guardSeconds }),
  ]);
  return {
    EventId: event.id,
    EventCode: event.eventCode,
    Name: event.name,
    UnitName: event.unitName,
    UnitNamePlural: event.unitNamePlural,
    MaxUnits: event.maxUnits,
    GuardSeconds: event.guardSeconds,
    Completed: event.status === 'completed',
    Pass: counter.pass ? { Label: counter.pass.label, Day: counter.pass.day } : null,
    Teams: roster.teams.map((team, position) => ({
      TeamId: team.id,
      Name: team.name,
      Color: teamColor(position),
    })),
    Participants: roster.participants.map((person) => ({
      ParticipantId: person.id,
      // Counters see no more than anyone: first name and last initial, or the full name the parent allowed.
      Name: publicParticipantName(person.firstName, person.lastName, person.fullNameOptIn),
      TeamId: person.teamId,
      BadgeKey: badgeKey(person.accessCode),
      BadgeNumber: person.badgeNumber,
      Teacher: person.teacher,
      HasPhoto: person.hasPhoto,
    })),
    Counts: withCap(counts, event.maxUnits),
  };
}
