import { OAUTH_ERROR_PARAM, OAUTH_TICKET_PARAM, oauthStartPath } from '@pledgethon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { type LocalOpenIdProvider, startLocalOpenIdProvider } from './testing/local-openid-provider';
import {
  FACEBOOK_CALLBACK_URL,
  facebookEnv,
  returnToApp,
  TEST_PUBLIC_URL,
  visitProvider,
} from './testing/oauth-round-trip';

describe('social sign-in round trip through a real OpenID provider', () => {
  let provider: LocalOpenIdProvider;
  beforeAll(async () => {
    provider = await startLocalOpenIdProvider(FACEBOOK_CALLBACK_URL);
  });
  afterAll(() => provider.close());
  const server = useTestApp(() => ({
    env: { ...facebookEnv(provider), ADMIN_HOSTS: 'admin.pledgethon.test' },
  }));

  const failed = (url: URL) => url.pathname === '/home' && url.searchParams.get(OAUTH_ERROR_PARAM) === '1';

  it('offers only the configured provider', async () => {
    const config = await server.app.inject({ method: 'GET', url: '/api/Site/Config' });
    expect(config.json().SocialProviders).toEqual([{ Id: 'facebook', Name: 'Facebook' }]);

    const google = await server.app.inject({ method: 'GET', url: oauthStartPath('google') });
    expect(google.statusCode).toBe(302);
    expect(failed(new URL(String(google.headers.location), TEST_PUBLIC_URL))).toBe(true);
  });

  it('sends the browser to the provider with PKCE, state and nonce, and binds the round trip to it', async () => {
    const start = await server.app.inject({ method: 'GET', url: oauthStartPath('facebook') });
    expect(start.statusCode).toBe(302);
    const authorization = new URL(String(start.headers.location));
    expect(authorization.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: FACEBOOK_CALLBACK_URL,
      response_type: 'code',
      code_challenge_method: 'S256',
    });
    for (const parameter of ['state', 'nonce', 'code_challenge']) {
      expect(authorization.searchParams.get(parameter)).toMatch(/^[\w-]{43}$/);
    }
    const cookie = String(start.headers['set-cookie']);
    expect(cookie).toMatch(/^pledgethon_oauth=[\w-]{43}; Max-Age=1200; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('comes back with a ticket and the same-site redirect asked for', async () => {
    const sub = provider.addAccount({ email: 'runner@example.com', email_verified: true });
    const { callbackUrl, browser } = await visitProvider(server, provider, sub, {
      redirect: '/parent/dashboard',
    });
    const home = await returnToApp(server, callbackUrl, browser);
    expect(home.pathname).toBe('/home');
    expect(home.searchParams.get(OAUTH_TICKET_PARAM)).toMatch(/^[\w-]{43}$/);
    expect(home.searchParams.get('redirect')).toBe('/parent/dashboard');
  });

  it('drops a redirect to another site', async () => {
    const sub = provider.addAccount({});
    const { callbackUrl, browser } = await visitProvider(server, provider, sub, {
      redirect: 'https://evil.example/steal',
    });
    const home = await returnToApp(server, callbackUrl, browser);
    expect(home.searchParams.get(OAUTH_TICKET_PARAM)).toMatch(/^[\w-]{43}$/);
    expect(home.searchParams.has('redirect')).toBe(false);
  });

  it('refuses a tampered state', async () => {
    const sub = provider.addAccount({});
    const { callbackUrl, browser } = await visitProvider(server, provider, sub);
    callbackUrl.searchParams.set('state', `${callbackUrl.searchParams.get('state')}x`);
    expect(failed(await returnToApp(server, callbackUrl, browser))).toBe(true);
  });

  it('refuses the answer in a browser that did not start the sign-in (login forgery)', async () => {
    const sub = provider.addAccount({ email: 'attacker@example.com', email_verified: true });
    const { callbackUrl } = await visitProvider(server, provider, sub);
    expect(failed(await returnToApp(server, callbackUrl, { cookie: '' }))).toBe(true);
    expect(failed(await returnToApp(server, callbackUrl, { cookie: 'pledgethon_oauth=someone-else' }))).toBe(
      true,
    );
  });

  it('accepts an answer once only', async () => {
    const sub = provider.addAccount({});
    const { callbackUrl, browser } = await visitProvider(server, provider, sub);
    expect((await returnToApp(server, callbackUrl, browser)).searchParams.get(OAUTH_TICKET_PARAM)).toMatch(
      /^[\w-]{43}$/,
    );
    expect(failed(await returnToApp(server, callbackUrl, browser))).toBe(true);
  });

  it('sends the browser home with the failure flag when the user cancels at the provider', async () => {
    const sub = provider.addAccount({});
    const { callbackUrl, browser } = await visitProvider(server, provider, sub, { cancel: true });
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    expect(failed(await returnToApp(server, callbackUrl, browser))).toBe(true);
  });

  it('documents the round trip and the spec calls in the OpenAPI document', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/authentication/oauth/{provider}/start',
        '/authentication/oauth/{provider}/callback',
        '/api/users/IsValidOauthProviderUserLogin',
        '/api/users/CreateUserToOauthProviderSignUp',
        '/authentication/OauthUserLogin',
      ]),
    );
  });

  it('starts the round trip on the public site when asked on an admin host', async () => {
    const start = await server.app.inject({
      method: 'GET',
      url: oauthStartPath('facebook', '/home/MyAccount'),
      headers: { host: 'admin.pledgethon.test' },
    });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe(`${TEST_PUBLIC_URL}${oauthStartPath('facebook', '/home/MyAccount')}`);
  });
});
