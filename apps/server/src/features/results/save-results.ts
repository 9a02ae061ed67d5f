import type { SaveResultsResponse } from '@pledgethon/contracts';
import { checkCompletedUnits, messages } from '@pledgethon/core';
import type { Executor, schema } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { withinReach } from '../thon-participants/thon-participants.queries';
import type { ThonReach } from '../thons/thon-reach';
import { findUnitRange, lockResultsOf, type ResultChange, recordResultChanges } from './results.queries';

type ResultSource = (typeof schema.RESULT_SOURCES)[number];

/** One typed result and the key its problem is reported under (a participant id, or a CSV row). */
export type TypedResult = { participantId: string; units: string | number; errorKey: string };

/**
 * Checks every typed result against the Thon's range and saves them together, or none: a grid with one
 * bad cell keeps the page as typed so the organiser corrects that cell. Each problem is reported under
 * its row's key; the message is the first problem's, in the spec's words. Only changed units are
 * written and audited.
 */
export async function saveResults(
  db: Executor,
  {
    reach,
    typed,
    source,
    userId,
  }: { reach: ThonReach; typed: TypedResult[]; source: ResultSource; userId: string | null },
): Promise<SaveResultsResponse> {
  const eventId = reach.event.id;
  return db.transaction(async (tx) => {
    const range = await findUnitRange(tx, { eventId });
    if (!range) throw new AppError('not_found', messages.notFound);
    const problems: Record<string, string> = {};
    const wanted = new Map<string, number>();
    for (const row of typed) {
      const checked = checkCompletedUnits(row.units, range);
      if ('problem' in checked) problems[row.errorKey] = checked.problem;
      else wanted.set(row.participantId, checked.units);
    }
    const [firstProblem] = Object.values(problems);
    if (firstProblem) throw new AppError('validation', firstProblem, problems);

    const participantIds = [...new Set(typed.map((row) => row.participantId))];
    const scope = withinReach(eventId, reach.participants);
    const current = scope ? await lockResultsOf(tx, { scope, participantIds }) : [];
    // Every participant named must be one the caller reaches, or nothing is saved.
    if (current.length !== participantIds.length) throw new AppError('forbidden', messages.accessDenied);
    const changes: ResultChange[] = current.flatMap(({ participantId, units: previousUnits }) => {
      const units = wanted.get(participantId);
      return units === undefined || units === previousUnits ? [] : [{ participantId, previousUnits, units }];
    });
    await recordResultChanges(tx, { eventId, changes, source, userId });
    return { Message: messages.completedUnitsSaved, Saved: changes.length };
  });
}
