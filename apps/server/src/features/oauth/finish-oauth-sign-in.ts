import type { Executor } from '@pledgethon/db';
import type { IdentityProvider } from '../../integrations/oauth/identity-provider';
import { newSecretToken } from '../sessions/secret-tokens';
import { boundHash } from './oauth-browser-binding';
import { consumeOAuthFlow, insertOAuthTicket } from './oauth-flows.queries';

const TICKET_VALID_MS = 10 * 60_000;

class OAuthFlowError extends Error {
  override name = 'OAuthFlowError';
}

/**
 * Completes the round trip the provider sent the browser back from: the flow of that state (in this
 * browser) is used up, openid-client checks state, nonce and PKCE and exchanges the code, and the
 * verified identity is kept behind a single-use ticket for the browser's next calls.
 */
export async function finishOAuthSignIn(
  db: Executor,
  input: { provider: IdentityProvider; callbackUrl: URL; binding: string | null; now: Date },
): Promise<{ ticket: string; redirect: string | null }> {
  const state = input.callbackUrl.searchParams.get('state');
  if (!state || !input.binding) throw new OAuthFlowError('no state, or not the browser that started');
  const flow = await consumeOAuthFlow(db, {
    stateHash: boundHash(state, input.binding),
    loginProvider: input.provider.id,
    now: input.now,
  });
  if (!flow) throw new OAuthFlowError('unknown, used or expired state');

  const identity = await input.provider.verify(input.callbackUrl, {
    state,
    nonce: flow.nonce,
    codeVerifier: flow.codeVerifier,
  });
  const ticket = newSecretToken();
  await insertOAuthTicket(db, {
    ticketHash: boundHash(ticket, input.binding),
    ...identity,
    expiresAt: new Date(input.now.getTime() + TICKET_VALID_MS),
  });
  return { ticket, redirect: flow.redirect };
}
