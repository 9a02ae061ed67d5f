import { messages } from '@pledgethon/core';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { THON_RUNNER_ROLES } from '../thons/thon-roles';

/** Those who run Thons set their reminders and write templates (super administrators hold every role). */
export const reminderAccess = {
  area: 'general',
  who: THON_RUNNER_ROLES,
} as const;

/** The signed-in caller's user id; a session without a user (a participant's code) is refused. */
export const callerId = (request: FastifyRequest): string => {
  const userId = requireSession(request).UserId;
  if (!userId) throw new AppError('forbidden', messages.accessDenied);
  return userId;
};
