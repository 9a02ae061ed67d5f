import type { ThonCompletionToConfirm } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { calendarDateIn } from '@pledgethon/core/zones';
import type { Database } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { findCompletionFacts, findParticipantsWithoutResults } from './thon-completion.queries';
import { markThonCompleted } from './thon-settings.queries';

type Completion = { completed: true } | { completed: false; toConfirm: ThonCompletionToConfirm };

/**
 * Completes a Thon, which cannot be undone and starts the charging: before its event date (in the
 * Thon's own time zone), or with participants who have no results and whose per-unit pledges would
 * then count nothing, only once the caller confirms having seen exactly that (decision 124). The check
 * and the change are one transaction, so what was confirmed is what is completed.
 */
export async function completeThon(
  db: Database,
  {
    eventId,
    userId,
    confirmed,
    now,
  }: { eventId: string; userId: string | null; confirmed: boolean; now: Date },
): Promise<Completion> {
  return db.transaction(async (tx) => {
    const thon = await findCompletionFacts(tx, { eventId });
    if (!thon) throw new AppError('not_found', messages.notFound);
    if (thon.status !== 'completed' && !confirmed) {
      const beforeEventDate = calendarDateIn(now, thon.timeZone) < thon.eventDate;
      const withoutResults = await findParticipantsWithoutResults(tx, {
        eventId,
        flatDonationsOnly: thon.flatDonationsOnly,
      });
      if (beforeEventDate || withoutResults.length > 0)
        return {
          completed: false,
          toConfirm: {
            Success: false,
            Message: messages.thonCompletionToConfirm,
            Errors: {},
            EventDate: thon.eventDate,
            BeforeEventDate: beforeEventDate,
            ParticipantsWithoutResults: withoutResults.map((participant) => ({
              ParticipantId: participant.id,
              FirstName: participant.firstName,
              LastName: participant.lastName,
              PerUnitPledges: participant.perUnitPledges.map((pledge) => ({
                PledgeId: pledge.id,
                DonorName: `${pledge.donorFirstName} ${pledge.donorLastName}`.trim(),
                RateCents: pledge.rateCents ?? 0,
                MaxCents: pledge.maxCents,
              })),
            })),
          },
        };
    }
    await markThonCompleted(tx, { eventId, userId });
    return { completed: true };
  });
}
