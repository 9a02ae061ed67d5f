import type { ShareCounter } from '@pledgethon/contracts';
import { SHARE_TARGET, shareProgress } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { countShares } from './sharing.queries';

/** The participant's share counter: people reached, against the target of 20. */
export async function readShareCounter(
  db: Executor,
  { participantId }: { participantId: string },
): Promise<ShareCounter> {
  const progress = shareProgress(await countShares(db, { participantId }));
  return {
    ParticipantId: participantId,
    Shares: progress.shares,
    Target: SHARE_TARGET,
    IsEmpty: progress.isEmpty,
    IsComplete: progress.isComplete,
  };
}
