import type { OauthSignUpRequest } from '@pledgethon/contracts';
import { emailSchema, messages } from '@pledgethon/core';
import type { Database } from '@pledgethon/db';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { openSession } from '../sessions/open-session';
import { findLinkedUserId, findUserByEmail, insertUserIfNew, linkIdentity } from './oauth-accounts.queries';
import { identityOf, liveTicket, spendTicket } from './oauth-ticket';

export type OauthSignUpInput = {
  request: OauthSignUpRequest;
  binding: string | null;
  ip: string | null;
  userAgent: string | null;
  now: Date;
};

/** The address the account gets: the provider's verified one, else the one the user typed. */
function accountEmail(verified: string | null, typed: string | undefined): string {
  const email = verified ?? typed?.trim().toLowerCase();
  if (!email)
    throw new AppError('validation', messages.oauthEmailRequired, { Email: messages.oauthEmailRequired });
  const checked = emailSchema.safeParse(email);
  if (!checked.success) {
    const problem = checked.error.issues[0]?.message ?? messages.invalidEmail;
    throw new AppError('validation', problem, { Email: problem });
  }
  return email;
}

/**
 * CreateUserToOauthProviderSignUp: a new account, without a password, signed in through the
 * ticket's identity, which is linked to it. The new user holds no role yet, so they sign in as a
 * guest or sponsor until they take on one.
 */
export async function oauthSignUp(db: Database, config: Config, input: OauthSignUpInput): Promise<string> {
  const { request, now } = input;
  return db.transaction(async (tx) => {
    const ticket = await liveTicket(tx, { ticket: request.Ticket, binding: input.binding, now });
    // Spent first, so a concurrent call with the same ticket waits here and then finds it used;
    // any refusal below rolls the spending back with the rest.
    await spendTicket(tx, ticket, now);
    const email = accountEmail(ticket.email, request.Email);
    if (request.AcceptTerms !== true) {
      throw new AppError('validation', messages.mustAgreeToTerms, { AcceptTerms: messages.mustAgreeToTerms });
    }
    const identity = identityOf(ticket);
    if ((await findLinkedUserId(tx, identity)) || (await findUserByEmail(tx, email))) {
      throw new AppError('conflict', messages.userAlreadyExists);
    }
    const user = await insertUserIfNew(tx, {
      email,
      passwordHash: null,
      firstName: request.FirstName,
      lastName: request.LastName,
      avatarUrl: ticket.avatarUrl,
      termsAcceptedAt: now,
      lastLoginAt: now,
    });
    if (!user) throw new AppError('conflict', messages.userAlreadyExists);

    await linkIdentity(tx, user.id, identity);
    return openSession(tx, config, {
      userId: user.id,
      rememberMe: request.RememberMe ?? false,
      ip: input.ip,
      userAgent: input.userAgent,
      now,
    });
  });
}
