import type {
  IsValidOauthProviderUserLoginRequest,
  IsValidOauthProviderUserLoginResponse,
  OAuthProviderId,
} from '@pledgethon/contracts';
import type { Executor } from '@pledgethon/db';
import { findLinkedUserId, findUserByEmail, findUserById } from './oauth-accounts.queries';
import { identityOf, liveTicket, socialSignInFailed } from './oauth-ticket';

/**
 * IsValidOauthProviderUserLogin: whether the ticket's identity already has an account, either
 * linked to it or under the e-mail the provider verified. Only the ticket's holder learns this, and
 * only about their own verified identity, so it enumerates nothing.
 */
export async function checkOauthUser(
  db: Executor,
  input: { request: IsValidOauthProviderUserLoginRequest; binding: string | null; now: Date },
): Promise<IsValidOauthProviderUserLoginResponse> {
  const ticket = await liveTicket(db, {
    ticket: input.request.Ticket,
    binding: input.binding,
    now: input.now,
  });
  const { Email, LoginProvider, ProviderKey } = input.request;
  const contradicts =
    (LoginProvider && LoginProvider !== ticket.loginProvider) ||
    (ProviderKey && ProviderKey !== ticket.providerKey) ||
    (Email && Email.trim().toLowerCase() !== ticket.email);
  if (contradicts) throw socialSignInFailed();

  const linkedUserId = await findLinkedUserId(db, identityOf(ticket));
  const account = linkedUserId
    ? await findUserById(db, linkedUserId)
    : ticket.email
      ? await findUserByEmail(db, ticket.email)
      : undefined;
  return {
    IsUserExist: account !== undefined,
    Username: account?.email ?? null,
    Email: ticket.email,
    FirstName: ticket.firstName ?? '',
    LastName: ticket.lastName ?? '',
    AvatarUrl: ticket.avatarUrl,
    LoginProvider: ticket.loginProvider as OAuthProviderId,
    ProviderKey: ticket.providerKey,
  };
}
