import { messages } from '@pledgethon/core';
import { eq, schema, sql } from '@pledgethon/db';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { createPerson, sessionHeaders } from '../../../testing/people';
import { useTestApp } from '../../../testing/test-app';
import { hashSecretToken } from '../../sessions/secret-tokens';
import { createSsoHandOff } from './create-sso-hand-off';

const PUBLIC_URL = 'https://www.pledgethon.test';
const ADMIN_URL = 'https://admin.pledgethon.test';
const ADMIN_HOST = 'admin.pledgethon.test';

describe('SSO hand-off between the public and the admin site', () => {
  const server = useTestApp({
    env: { PUBLIC_URL, ADMIN_URL, ADMIN_HOSTS: ADMIN_HOST, AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
  });

  const createToken = (
    headers: Record<string, string>,
    payload: Record<string, unknown>,
    host = 'localhost',
  ) =>
    server.app.inject({
      method: 'POST',
      url: '/api/Sso/CreateToken',
      payload,
      headers: { ...headers, host },
    });
  const ssoLogin = (Tkn: string) =>
    server.app.inject({ method: 'POST', url: '/authentication/SsoLogin', payload: { Tkn } });
  const handOff = async (redirect: string, host = 'localhost') => {
    const user = await createPerson(server.db, { roles: ['organizer'] });
    const headers = await sessionHeaders(server.db, { userId: user.id });
    const response = await createToken(headers, { Redirect: redirect }, host);
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().Url);
    return { user, url, tkn: url.searchParams.get('tkn') ?? '' };
  };

  it('links from the public site to the sign-in hand-off page of the admin site', async () => {
    const { url } = await handOff('/shop/reports?tab=1');
    expect(`${url.origin}${url.pathname}`).toBe(`${ADMIN_URL}/authentication/ssologin`);
    expect(url.searchParams.get('redirect')).toBe('/shop/reports?tab=1');
  });

  it('links from the admin site back to the public site', async () => {
    const { url } = await handOff('/parent/dashboard', ADMIN_HOST);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/authentication/ssologin`);
  });

  it('signs the same user in on the other site once, opening the requested path', async () => {
    const { user, tkn } = await handOff('/parent/mypledges');
    const response = await ssoLogin(tkn);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.Redirect).toBe('/parent/mypledges');
    const current = await server.app.inject({
      method: 'GET',
      url: '/api/Session/Current',
      headers: { token: body.Token, userid: user.id },
    });
    expect(current.json()).toMatchObject({ UserId: user.id, Role: 'organizer' });

    const again = await ssoLogin(tkn);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ Success: false, Message: messages.accessDenied, Errors: {} });
  });

  it('keeps only the hash of the hand-off token', async () => {
    const { user, tkn } = await handOff('/home');
    const [stored] = await server.db
      .select()
      .from(schema.ssoTokens)
      .where(eq(schema.ssoTokens.userId, user.id));
    expect(stored?.tokenHash).toBe(hashSecretToken(tkn));
  });

  it('no longer works after its minute', async () => {
    const { tkn } = await handOff('/home');
    const { ssoTokens } = schema;
    await server.db
      .update(ssoTokens)
      .set({
        createdAt: sql`${ssoTokens.createdAt} - interval '61 seconds'`,
        expiresAt: sql`${ssoTokens.expiresAt} - interval '61 seconds'`,
      })
      .where(eq(ssoTokens.tokenHash, hashSecretToken(tkn)));
    const response = await ssoLogin(tkn);
    expect(response.statusCode).toBe(401);
    expect(response.json().Message).toBe(messages.accessDenied);
  });

  it('still works within its minute', async () => {
    const { tkn } = await handOff('/home');
    const { ssoTokens } = schema;
    await server.db
      .update(ssoTokens)
      .set({
        createdAt: sql`${ssoTokens.createdAt} - interval '59 seconds'`,
        expiresAt: sql`${ssoTokens.expiresAt} - interval '59 seconds'`,
      })
      .where(eq(ssoTokens.tokenHash, hashSecretToken(tkn)));
    expect((await ssoLogin(tkn)).statusCode).toBe(200);
  });

  it.each(['https://evil.example/home', '//evil.example', '/\\evil.example', 'home'])(
    'replaces the off-site redirect %s with the sign-in landing page',
    async (redirect) => {
      const { url, tkn } = await handOff(redirect);
      expect(url.searchParams.get('redirect')).toBe('/home/MyAccount?action=LoginPage');
      expect((await ssoLogin(tkn)).json().Redirect).toBe('/home/MyAccount?action=LoginPage');
    },
  );

  it('refuses an unknown token and an account that became inactive', async () => {
    const unknown = await ssoLogin('made-up-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().Message).toBe(messages.accessDenied);

    const { user, tkn } = await handOff('/home');
    await server.db.update(schema.users).set({ status: 'inactive' }).where(eq(schema.users.id, user.id));
    const inactive = await ssoLogin(tkn);
    expect(inactive.statusCode).toBe(401);
    expect(inactive.json().Message).toBe(messages.inactiveUser);
  });

  it('hands off only a signed-in user with an account', async () => {
    const signedOut = await createToken({}, { Redirect: '/home' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().Message).toBe(messages.accessDenied);

    const db = server.db;
    const participant = await createParticipant(db, (await createEvent(db)).id);
    const accessCodeOnly = await sessionHeaders(db, { userId: null, participantId: participant.id });
    const refused = await createToken(accessCodeOnly, { Redirect: '/home' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe(messages.accessDenied);
  });

  it('hands off to the public site itself when no admin site is configured', async () => {
    const user = await createPerson(server.db);
    const url = await createSsoHandOff(server.db, loadConfig({ PUBLIC_URL: `${PUBLIC_URL}/` }), {
      userId: user.id,
      redirect: '/home',
      isAdminHost: false,
    });
    expect(url).toMatch(
      /^https:\/\/www\.pledgethon\.test\/authentication\/ssologin\?tkn=[\w-]+&redirect=%2Fhome$/,
    );
  });
});
