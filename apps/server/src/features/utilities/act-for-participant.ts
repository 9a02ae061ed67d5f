import type { SessionContext } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { isOwnParticipantOrChild, participantExists } from './test-group-data.queries';

/**
 * Refuses unless the session may act for the participant: the participant's own session, their own
 * login, their parent, or a super administrator. Others learn nothing, not even that it exists.
 */
export async function requireActingFor(
  db: Executor,
  session: SessionContext,
  participantId: string,
): Promise<void> {
  if (session.IsSuperAdmin) {
    if (!(await participantExists(db, { participantId }))) throw new AppError('not_found', messages.notFound);
    return;
  }
  if (session.ParticipantId === participantId) return;
  if (session.UserId && (await isOwnParticipantOrChild(db, { participantId, userId: session.UserId })))
    return;
  throw new AppError('forbidden', messages.accessDenied);
}
