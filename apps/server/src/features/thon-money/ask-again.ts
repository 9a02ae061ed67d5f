import type { AskAgainResult } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import { askAgainByHand } from '../payment-states/transfer-moves.queries';

/**
 * An administrator asks a refused transfer, reversal or reinstatement of the Thon again (decision
 * 147), once the cause was fixed at the provider without the account's update that asks it by
 * itself. It is pending again, and the transfers worker asks it at its next run under its first key
 * and amount, so the money still moves once. A row of another Thon is not found.
 */
export async function askTransferAgain(
  db: Executor,
  { eventId, userId, log }: { eventId: string; userId: string; log: FastifyBaseLogger },
  { kind, id }: { kind: 'transfer' | 'reversal' | 'reinstatement'; id: string },
): Promise<AskAgainResult> {
  const of = kind === 'transfer' ? 'transfer' : 'reversal';
  const asked = await askAgainByHand(db, { of, id, eventId, userId });
  if (!asked) throw new AppError('not_found', messages.notFound);
  if (asked.moved) log.info({ attempt: { of, id }, userId }, 'refused transfer asked again by hand');
  return { AskedAgain: asked.moved, State: asked.state };
}
