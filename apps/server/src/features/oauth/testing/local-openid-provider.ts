import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseSetCookie, stringifyCookie } from 'cookie';
import Provider from 'oidc-provider';

/** What the provider says about one of its users. */
export type ProviderAccount = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
};

export type LocalOpenIdProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Makes an account the provider can sign in; returns its subject identifier. */
  addAccount(account: ProviderAccount): string;
  /**
   * Plays the browser at the provider: opens the authorization URL, signs in as the account (or
   * cancels at the sign-in page), consents, and returns the URL the provider sends the browser back to.
   */
  signIn(authorizationUrl: string, sub: string, options?: { cancel?: boolean }): Promise<URL>;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 at a free port, with one confidential
 * client registered for the app's callback. Its development sign-in pages accept any account id.
 */
export async function startLocalOpenIdProvider(redirectUri: string): Promise<LocalOpenIdProvider> {
  const accounts = new Map<string, ProviderAccount>();
  const clientId = 'pledgethon-test';
  const clientSecret = `secret-${crypto.randomUUID()}`;
  let handler: ReturnType<Provider['callback']> | undefined;
  const server = createServer((request, response) => handler?.(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_context, id) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'picture'],
    },
    cookies: { keys: [`cookie-key-${crypto.randomUUID()}`] },
    jwks: {
      keys: [{ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }) }],
    },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
    // Refuse any authorization request without PKCE, so the app's PKCE is really exercised.
    pkce: { required: () => true },
  });
  handler = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount(account) {
      const sub = `user-${crypto.randomUUID()}`;
      accounts.set(sub, account);
      return sub;
    },
    signIn: (authorizationUrl, sub, options = {}) =>
      actAsBrowser(authorizationUrl, sub, redirectUri, options.cancel ?? false),
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

async function actAsBrowser(
  authorizationUrl: string,
  sub: string,
  redirectUri: string,
  cancel: boolean,
): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: stringifyCookie(Object.fromEntries(cookies)) },
      ...(form ? { body: form } : {}),
    });
    keepCookies(cookies, response.headers.getSetCookie());
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri)) return url;
      continue;
    }
    const page = await response.text();
    if (page.includes('name="prompt" value="login"') && cancel) {
      url = new URL(`${url.pathname}/abort`, url);
    } else if (page.includes('name="prompt" value="login"')) {
      form = new URLSearchParams({ prompt: 'login', login: sub, password: 'any' });
    } else if (page.includes('name="prompt" value="consent"')) {
      form = new URLSearchParams({ prompt: 'consent' });
    } else {
      throw new Error(`unexpected provider page (${response.status}): ${page.slice(0, 300)}`);
    }
  }
  throw new Error('the provider never sent the browser back');
}

function keepCookies(cookies: Map<string, string>, setCookies: string[]): void {
  for (const line of setCookies) {
    const { name, value, expires } = parseSetCookie(line);
    // The provider clears a cookie with a date in the past, as a browser would read it.
    const expired = expires !== undefined && expires.getTime() < Date.now();
    if (expired || !value) cookies.delete(name);
    else cookies.set(name, value);
  }
}
