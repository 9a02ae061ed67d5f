import type { FastifyRequest } from 'fastify';
import { requireRole } from '../../http/access';

export type ContactSender = {
  userId: string | null;
  /** How support sees the account; null for a sender who is not signed in. */
  account: string | null;
  /** Anonymous senders prove they are people; signed-in admins and franchisees need not. */
  needsCaptcha: boolean;
};

/**
 * The contact form serves admin and franchisee users (spec section 6), and anyone not signed in
 * who answers a captcha. Every other signed-in role is refused.
 */
export function contactSender(request: FastifyRequest): ContactSender {
  if (!request.session) return { userId: null, account: null, needsCaptcha: true };
  const session = requireRole(request, 'super_admin', 'franchisee_user', 'franchisee_team_leader');
  return { userId: session.UserId, account: session.Email ?? session.UserId, needsCaptcha: false };
}
