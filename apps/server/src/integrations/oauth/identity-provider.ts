import type { OAuthProviderId } from '@pledgethon/contracts';

/** Who the provider says signed in, after its signature, the state, the nonce and PKCE were checked. */
export type VerifiedIdentity = {
  loginProvider: OAuthProviderId;
  /** The provider's stable subject identifier ("sub"). */
  providerKey: string;
  /** Lower-cased, and only an address the provider says it verified. */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
};

/** What one sign-in round trip must carry there and prove on the way back. */
export type AuthorizationChecks = {
  state: string;
  nonce: string;
  /** PKCE: the provider receives only its S256 challenge. */
  codeVerifier: string;
};

/** A social or identity provider the product signs users in with (OpenID Connect). */
export interface IdentityProvider {
  readonly id: OAuthProviderId;
  /** The provider's sign-in page for this round trip. */
  authorizationUrl(redirectUri: string, checks: AuthorizationChecks): Promise<URL>;
  /** Exchanges the code in the URL the provider sent the browser back to; throws on any mismatch. */
  verify(callbackUrl: URL, checks: AuthorizationChecks): Promise<VerifiedIdentity>;
}
