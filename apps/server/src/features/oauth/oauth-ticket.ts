import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { boundHash } from './oauth-browser-binding';
import { findLiveOAuthTicket, type OAuthTicket, spendOAuthTicket } from './oauth-flows.queries';

/** The spec's failure text for every way social sign-in can fail without saying why. */
export const socialSignInFailed = () => new AppError('unauthorized', messages.facebookLoginFailed);

/** The live, unused ticket this browser holds; any other ticket text fails the same way. */
export async function liveTicket(
  db: Executor,
  { ticket, binding, now }: { ticket: string; binding: string | null; now: Date },
): Promise<OAuthTicket> {
  const found = binding
    ? await findLiveOAuthTicket(db, { ticketHash: boundHash(ticket, binding), now })
    : undefined;
  if (!found) throw socialSignInFailed();
  return found;
}

/** Uses the ticket up as a session is issued for it, so it signs in once. */
export async function spendTicket(db: Executor, ticket: OAuthTicket, now: Date): Promise<void> {
  if (!(await spendOAuthTicket(db, { id: ticket.id, now }))) throw socialSignInFailed();
}

export const identityOf = (ticket: OAuthTicket) => ({
  loginProvider: ticket.loginProvider,
  providerKey: ticket.providerKey,
});
