import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { requireReachedParticipant } from '../thon-participants/participant-reach';
import { findOwnParticipant, findParticipantWithThon } from './sharing.queries';

export type ShareSubject = NonNullable<Awaited<ReturnType<typeof findOwnParticipant>>>;

/**
 * The participant the caller shares for: themselves, their child, or one within their reach on the
 * Thon's staff (decision 036). Anyone else is refused alike whether or not the participant exists.
 */
export async function requireShareableParticipant(
  db: Executor,
  request: FastifyRequest,
  participantId: string,
): Promise<ShareSubject & { userId: string }> {
  const session = requireSession(request);
  const userId = session.UserId;
  if (!userId) throw new AppError('forbidden', messages.accessDenied);
  const own = await findOwnParticipant(db, { participantId, userId });
  if (own) return { ...own, userId };
  await requireReachedParticipant(db, request, participantId);
  const reached = await findParticipantWithThon(db, { participantId });
  if (!reached) throw new AppError('forbidden', messages.accessDenied);
  return { ...reached, userId };
}
