import { messages } from '@pledgethon/core';
import type { Database } from '@pledgethon/db';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { openSession } from '../sessions/open-session';
import { findLinkedUserId, findUserByEmail, linkIdentity, recordLogin } from './oauth-accounts.queries';
import { identityOf, liveTicket, socialSignInFailed, spendTicket } from './oauth-ticket';

export type OauthUserLoginInput = {
  username: string;
  ticket: string;
  binding: string | null;
  rememberMe: boolean;
  ip: string | null;
  userAgent: string | null;
  now: Date;
};

/**
 * OauthUserLogin: a session for the user named, only when the ticket's identity is theirs: linked
 * to them already, or carrying their e-mail as verified by the provider (then it is linked now).
 * Naming a username alone signs nobody in.
 */
export async function oauthUserLogin(
  db: Database,
  config: Config,
  input: OauthUserLoginInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const ticket = await liveTicket(tx, input);
    // Spent first, so a concurrent call with the same ticket waits here and then finds it used;
    // any refusal below rolls the spending back with the rest.
    await spendTicket(tx, ticket, input.now);
    const user = await findUserByEmail(tx, input.username.trim());
    if (!user) throw socialSignInFailed();
    const identity = identityOf(ticket);
    const linkedUserId = await findLinkedUserId(tx, identity);
    const owned = linkedUserId ? linkedUserId === user.id : ticket.email === user.email;
    if (!owned) throw socialSignInFailed();
    if (user.status !== 'active') throw new AppError('unauthorized', messages.inactiveUser);

    if (!linkedUserId) await linkIdentity(tx, user.id, identity);
    await recordLogin(tx, { userId: user.id, now: input.now });
    return openSession(tx, config, {
      userId: user.id,
      rememberMe: input.rememberMe,
      ip: input.ip,
      userAgent: input.userAgent,
      now: input.now,
    });
  });
}
