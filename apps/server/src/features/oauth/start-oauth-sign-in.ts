import { isSameSitePath } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { IdentityProvider } from '../../integrations/oauth/identity-provider';
import { newSecretToken } from '../sessions/secret-tokens';
import { boundHash } from './oauth-browser-binding';
import { insertOAuthFlow } from './oauth-flows.queries';

const FLOW_VALID_MS = 10 * 60_000;

/**
 * Begins a sign-in round trip: the state, nonce and PKCE verifier it must come back with are kept
 * (the state only hashed, with the browser's binding), and the provider's sign-in page is returned.
 */
export async function startOAuthSignIn(
  db: Executor,
  input: {
    provider: IdentityProvider;
    callbackUrl: string;
    binding: string;
    redirect: string | undefined;
    now: Date;
  },
): Promise<URL> {
  const checks = { state: newSecretToken(), nonce: newSecretToken(), codeVerifier: newSecretToken() };
  const authorizationUrl = await input.provider.authorizationUrl(input.callbackUrl, checks);
  await insertOAuthFlow(db, {
    stateHash: boundHash(checks.state, input.binding),
    loginProvider: input.provider.id,
    nonce: checks.nonce,
    codeVerifier: checks.codeVerifier,
    // An off-site redirect is dropped here, so it can never come back out of the flow.
    redirect: input.redirect && isSameSitePath(input.redirect) ? input.redirect : null,
    expiresAt: new Date(input.now.getTime() + FLOW_VALID_MS),
  });
  return authorizationUrl;
}
