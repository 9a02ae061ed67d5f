import { pledgeTotalCents } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { findResults, findStandingPledges } from './participants.queries';

/**
 * What each participant has raised so far: their flat pledges, plus their per-unit pledges on the
 * units recorded (none until results are in), counted as the core pledge rule counts them.
 */
export async function raisedCentsByParticipant(
  db: Executor,
  participants: { id: string; eventMaxUnits: number }[],
): Promise<Map<string, number>> {
  const raised = new Map(participants.map((participant) => [participant.id, 0]));
  if (participants.length === 0) return raised;
  const participantIds = participants.map((participant) => participant.id);
  const [pledges, results] = await Promise.all([
    findStandingPledges(db, { participantIds }),
    findResults(db, { participantIds }),
  ]);
  const unitsOf = new Map(results.map((result) => [result.participantId, result.units]));
  const maxUnitsOf = new Map(participants.map((participant) => [participant.id, participant.eventMaxUnits]));

  for (const pledge of pledges) {
    const total =
      pledge.kind === 'flat'
        ? (pledge.amountCents ?? 0)
        : pledgeTotalCents({
            rateCents: pledge.rateCents ?? 0,
            units: unitsOf.get(pledge.participantId) ?? 0,
            eventMaxUnits: maxUnitsOf.get(pledge.participantId) ?? 0,
            ...(pledge.maxCents === null ? {} : { donorMaxCents: pledge.maxCents }),
          });
    raised.set(pledge.participantId, (raised.get(pledge.participantId) ?? 0) + total);
  }
  return raised;
}
