import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { Config } from '../../../config';
import { AppError } from '../../../http/app-error';
import { openSession } from '../../sessions/open-session';
import { findParticipantByAccessCode } from './access-code.queries';
import { eventHasEnded } from './event-has-ended';

export type AccessCodeSignIn = {
  accessCode: string;
  /** When given, the code must belong to a participant of this Thon. */
  eventCode?: string | null | undefined;
  isAdminHost: boolean;
  ip: string | null;
  userAgent: string | null;
  now?: Date;
};

/**
 * Opens a session that acts for the participant the code belongs to, as the participant's own user
 * when they have one. The admin hosts do not offer this sign-in (spec section 2).
 */
export async function signInWithAccessCode(db: Executor, config: Config, input: AccessCodeSignIn) {
  if (input.isAdminHost) throw new AppError('forbidden', messages.accessCodeNotAllowed);
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const found = await findParticipantByAccessCode(tx, input.accessCode.trim());
    const wrongEvent = input.eventCode && found?.eventCode.toLowerCase() !== input.eventCode.toLowerCase();
    if (!found || wrongEvent) throw new AppError('unauthorized', messages.accessCodeInvalid);
    if (eventHasEnded(found, now)) throw new AppError('unauthorized', messages.accessCodeExpired);
    if (found.userStatus && found.userStatus !== 'active') {
      throw new AppError('unauthorized', messages.inactiveUser);
    }
    return openSession(tx, config, {
      userId: found.userId,
      participantId: found.participantId,
      rememberMe: false,
      ip: input.ip,
      userAgent: input.userAgent,
      now,
    });
  });
}
