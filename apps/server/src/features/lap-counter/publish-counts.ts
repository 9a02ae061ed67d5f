import type { LapReview, PublishCountsRequest, SaveResultsResponse } from '@pledgethon/contracts';
import { cappedUnits, messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { findResultRows, findUnitRange } from '../results/results.queries';
import { saveResults, type TypedResult } from '../results/save-results';
import { withinReach } from '../thon-participants/thon-participants.queries';
import type { ThonReach } from '../thons/thon-reach';
import { findCountingThon, findLapCounts } from './lap-counter.queries';

/** A whole Thon's participants in one review; far beyond any school's roll. */
const REVIEW_ROWS_MAX = 20_000;

/** Each participant in reach with their live count, whether it passed the max, and the result on record. */
export async function reviewCounts(db: Executor, reach: ThonReach): Promise<LapReview> {
  const eventId = reach.event.id;
  const scope = withinReach(eventId, reach.participants);
  const guard = await findGuardSeconds(db, eventId);
  const [range, rows, counts] = await Promise.all([
    findUnitRange(db, { eventId }),
    scope ? findResultRows(db, { scope, limit: REVIEW_ROWS_MAX }) : [],
    findLapCounts(db, { eventId, guardSeconds: guard }),
  ]);
  if (!range) throw new AppError('not_found', messages.notFound);
  const byId = new Map(counts.map((row) => [row.participantId, row.count]));
  return {
    EventId: eventId,
    UnitNamePlural: range.unitNamePlural,
    MinUnits: range.min,
    MaxUnits: range.max,
    GuardSeconds: guard,
    Rows: rows.slice(0, REVIEW_ROWS_MAX).map((row) => {
      const count = byId.get(row.participantId) ?? 0;
      return {
        ParticipantId: row.participantId,
        FirstName: row.firstName,
        LastName: row.lastName,
        TeamName: row.teamName,
        Count: count,
        Capped: count > range.max,
        Units: row.units,
      };
    }),
  };
}

async function findGuardSeconds(db: Executor, eventId: string): Promise<number> {
  return (await findCountingThon(db, { eventId }))?.guardSeconds ?? 0;
}

/**
 * Publishes the counts as the participants' results in one action (decision 084): every counted
 * participant in reach gets their count, no more than the max units; the organiser's hand fixes
 * replace a count and are audited as typed by hand, the rest as from the counter. The results are
 * the ones per-unit pledges are charged on. All or none: a count the range refuses is named under
 * its participant so it can be fixed.
 */
export async function publishCounts(
  db: Executor,
  { reach, request, userId }: { reach: ThonReach; request: PublishCountsRequest; userId: string | null },
): Promise<SaveResultsResponse> {
  const eventId = reach.event.id;
  return db.transaction(async (tx) => {
    const range = await findUnitRange(tx, { eventId });
    if (!range) throw new AppError('not_found', messages.notFound);
    const fixes = new Map(request.Fixes.map((fix) => [fix.ParticipantId, fix.Units]));
    const scope = withinReach(eventId, reach.participants);
    const inReach = new Set(
      scope
        ? (await findResultRows(tx, { scope, limit: REVIEW_ROWS_MAX })).map((row) => row.participantId)
        : [],
    );
    const guardSeconds = await findGuardSeconds(tx, eventId);
    const counted: TypedResult[] = (await findLapCounts(tx, { eventId, guardSeconds }))
      .filter((row) => inReach.has(row.participantId) && !fixes.has(row.participantId))
      .map((row) => ({
        participantId: row.participantId,
        units: cappedUnits(row.count, range.max),
        errorKey: row.participantId,
      }));
    const fixed: TypedResult[] = [...fixes].map(([participantId, units]) => ({
      participantId,
      units,
      errorKey: participantId,
    }));
    let saved = 0;
    if (counted.length > 0)
      saved += (await saveResults(tx, { reach, typed: counted, source: 'counter', userId })).Saved;
    if (fixed.length > 0)
      saved += (await saveResults(tx, { reach, typed: fixed, source: 'single', userId })).Saved;
    return { Message: messages.countsPublished, Saved: saved };
  });
}
