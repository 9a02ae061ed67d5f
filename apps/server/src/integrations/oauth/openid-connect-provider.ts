import type { OAuthProviderId } from '@pledgethon/contracts';
import type * as OpenIdClient from 'openid-client';
import { identityFromClaims } from './identity-claims';
import type { AuthorizationChecks, IdentityProvider } from './identity-provider';

export type OpenIdConnectSettings = {
  id: OAuthProviderId;
  issuer: string;
  clientId: string;
  /** Absent for a public client, which then relies on PKCE alone. */
  clientSecret?: string | undefined;
};

const SCOPE = 'openid email profile';
const DISCOVERY_TIMEOUT_SECONDS = 10;
// Plain HTTP is accepted only for a provider on this machine (a local test provider); anything
// else must be HTTPS, which openid-client enforces.
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

// Loaded with the first social sign-in rather than at every start: a school's server may have no
// provider configured, and one that has sees such sign-ins now and then (decision 165).
const openIdClient = (): Promise<typeof OpenIdClient> => import('openid-client');

/** A provider reached through OpenID Connect discovery, with openid-client doing every check. */
export function openIdConnectProvider(settings: OpenIdConnectSettings): IdentityProvider {
  let discovered: Promise<OpenIdClient.Configuration> | undefined;

  // Discovered on first use and kept; a failed discovery is retried by the next sign-in.
  const configuration = (): Promise<OpenIdClient.Configuration> => {
    discovered ??= discover(settings).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  };

  return {
    id: settings.id,

    async authorizationUrl(redirectUri: string, checks: AuthorizationChecks) {
      const client = await openIdClient();
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async verify(callbackUrl: URL, checks: AuthorizationChecks) {
      const client = await openIdClient();
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider answered without an ID token');
      // Providers that keep the ID token lean give e-mail and names from the userinfo endpoint.
      const userInfo = config.serverMetadata().userinfo_endpoint
        ? await client.fetchUserInfo(config, tokens.access_token, idToken.sub)
        : {};
      return identityFromClaims(settings.id, { ...userInfo, ...idToken });
    },
  };
}

async function discover(settings: OpenIdConnectSettings): Promise<OpenIdClient.Configuration> {
  const client = await openIdClient();
  const issuer = new URL(settings.issuer);
  const insecure = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
  return client.discovery(
    issuer,
    settings.clientId,
    settings.clientSecret,
    settings.clientSecret ? undefined : client.None(),
    {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
    },
  );
}
