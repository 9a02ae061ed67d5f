import { messages, type Role } from '@pledgethon/core';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import type { ThonActor } from '../thons/thon-reach';

/** Those who run Thons set their reminders and write templates (super administrators hold every role). */
export const reminderAccess = {
  area: 'general',
  who: ['organizer', 'franchisee_user', 'franchisee_team_leader'] as readonly Role[],
} as const;

/** Reminders are part of the Thon's settings: its organisers, franchisee and super administrators. */
export const REMINDER_OWNERS: readonly ThonActor[] = ['super_admin', 'organizer', 'franchisee'];

/** The signed-in caller's user id; a session without a user (a participant's code) is refused. */
export const callerId = (request: FastifyRequest): string => {
  const userId = requireSession(request).UserId;
  if (!userId) throw new AppError('forbidden', messages.accessDenied);
  return userId;
};
