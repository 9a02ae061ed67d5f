import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { unique } from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { type LocalOpenIdProvider, startLocalOpenIdProvider } from './testing/local-openid-provider';
import {
  type BrowserCookie,
  FACEBOOK_CALLBACK_URL,
  facebookEnv,
  ticketFor,
  ticketForSub,
} from './testing/oauth-round-trip';

describe('the spec calls of social sign-in, on tickets from a real OpenID provider', () => {
  let provider: LocalOpenIdProvider;
  beforeAll(async () => {
    provider = await startLocalOpenIdProvider(FACEBOOK_CALLBACK_URL);
  });
  afterAll(() => provider.close());
  const server = useTestApp(() => ({ env: facebookEnv(provider) }));

  const post = (url: string, browser: BrowserCookie, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url, headers: browser, payload });
  const check = (browser: BrowserCookie, payload: Record<string, unknown>) =>
    post('/api/users/IsValidOauthProviderUserLogin', browser, payload);
  const login = (browser: BrowserCookie, payload: Record<string, unknown>) =>
    post('/authentication/OauthUserLogin', browser, payload);
  const signUp = (browser: BrowserCookie, payload: Record<string, unknown>) =>
    post('/api/users/CreateUserToOauthProviderSignUp', browser, payload);
  const currentUser = async (token: string) =>
    (await server.app.inject({ method: 'GET', url: '/api/Session/Current', headers: { token } })).json();
  const email = () => `fb-${unique()}@example.com`;

  it('signs up a new user with the verified identity linked and no password', async () => {
    const address = email();
    const { ticket, browser, sub } = await ticketFor(server, provider, {
      email: address.toUpperCase(),
      email_verified: true,
      given_name: 'Rosa',
      family_name: 'Diaz',
      picture: 'https://example.com/rosa.png',
    });
    const checked = await check(browser, { Ticket: ticket });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({
      IsUserExist: false,
      Username: null,
      Email: address,
      FirstName: 'Rosa',
      LastName: 'Diaz',
      AvatarUrl: 'https://example.com/rosa.png',
      LoginProvider: 'facebook',
      ProviderKey: sub,
    });

    const created = await signUp(browser, {
      Ticket: ticket,
      FirstName: 'Rosa',
      LastName: 'Diaz',
      AcceptTerms: true,
    });
    expect(created.statusCode).toBe(200);
    const session = await currentUser(created.json());
    expect(session).toMatchObject({ Email: address, FirstName: 'Rosa', Role: 'guest' });

    const db = server.db;
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, address));
    expect(user).toMatchObject({ passwordHash: null, avatarUrl: 'https://example.com/rosa.png' });
    expect(user?.termsAcceptedAt).toBeInstanceOf(Date);
    const links = await db
      .select()
      .from(schema.oauthIdentities)
      .where(eq(schema.oauthIdentities.providerKey, sub));
    expect(links).toEqual([expect.objectContaining({ userId: user?.id, loginProvider: 'facebook' })]);

    // The next sign-in through the provider finds the account.
    const again = await ticketForSub(server, provider, sub);
    expect((await check(again.browser, { Ticket: again.ticket })).json()).toMatchObject({
      IsUserExist: true,
      Username: address,
    });
    const token = await login(again.browser, { Username: address, Ticket: again.ticket });
    expect(token.statusCode).toBe(200);
    expect((await currentUser(token.json())).UserId).toBe(user?.id);
  });

  it('signs in an existing user whose e-mail the provider verified, linking the identity', async () => {
    const db = server.db;
    const person = await createPerson(db, { email: email(), roles: ['organizer'] });
    const { ticket, browser, sub } = await ticketFor(server, provider, {
      email: person.email,
      email_verified: true,
    });
    expect(
      (
        await check(browser, {
          Ticket: ticket,
          Email: person.email,
          LoginProvider: 'facebook',
          ProviderKey: sub,
        })
      ).json(),
    ).toMatchObject({
      IsUserExist: true,
      Username: person.email,
    });

    const response = await login(browser, {
      Username: person.email.toUpperCase(),
      Ticket: ticket,
      RememberMe: true,
    });
    expect(response.statusCode).toBe(200);
    expect(await currentUser(response.json())).toMatchObject({ UserId: person.id, Role: 'organizer' });
    const links = await db
      .select()
      .from(schema.oauthIdentities)
      .where(eq(schema.oauthIdentities.userId, person.id));
    expect(links.map((link) => link.providerKey)).toEqual([sub]);
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, person.id));
    expect(user?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('asks for an e-mail when the provider gave none, and keeps the ticket usable meanwhile', async () => {
    const { ticket, browser } = await ticketFor(server, provider, { given_name: 'Sam' });
    expect((await check(browser, { Ticket: ticket })).json()).toMatchObject({
      IsUserExist: false,
      Email: null,
    });

    const missing = await signUp(browser, {
      Ticket: ticket,
      FirstName: 'Sam',
      LastName: 'Lee',
      AcceptTerms: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      Message: messages.oauthEmailRequired,
      Errors: { Email: messages.oauthEmailRequired },
    });

    const address = email();
    const noTerms = await signUp(browser, {
      Ticket: ticket,
      Email: address,
      FirstName: 'Sam',
      LastName: 'Lee',
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().Message).toBe(messages.mustAgreeToTerms);

    const created = await signUp(browser, {
      Ticket: ticket,
      Email: address,
      FirstName: 'Sam',
      LastName: 'Lee',
      AcceptTerms: true,
    });
    expect(created.statusCode).toBe(200);
    expect((await currentUser(created.json())).Email).toBe(address);
  });

  it('does not trust an e-mail the provider has not verified', async () => {
    const person = await createPerson(server.db, { email: email() });
    const { ticket, browser } = await ticketFor(server, provider, {
      email: person.email,
      email_verified: false,
    });
    expect((await check(browser, { Ticket: ticket })).json()).toMatchObject({
      IsUserExist: false,
      Email: null,
    });
    const response = await login(browser, { Username: person.email, Ticket: ticket });
    expect(response.statusCode).toBe(401);
    expect(response.json().Message).toBe(messages.facebookLoginFailed);
  });

  it('refuses to sign up an identity whose e-mail already has an account', async () => {
    const person = await createPerson(server.db, { email: email() });
    const verified = await ticketFor(server, provider, { email: person.email, email_verified: true });
    const taken = await signUp(verified.browser, {
      Ticket: verified.ticket,
      FirstName: 'A',
      LastName: 'B',
      AcceptTerms: true,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().Message).toBe(messages.userAlreadyExists);

    const typed = await ticketFor(server, provider, {});
    const typedTaken = await signUp(typed.browser, {
      Ticket: typed.ticket,
      Email: person.email.toUpperCase(),
      FirstName: 'A',
      LastName: 'B',
      AcceptTerms: true,
    });
    expect(typedTaken.statusCode).toBe(409);
    expect(typedTaken.json().Message).toBe(messages.userAlreadyExists);
  });

  it('signs nobody in by naming their username with another identity', async () => {
    const victim = await createPerson(server.db, { email: email(), roles: ['super_admin'] });
    const { ticket, browser } = await ticketFor(server, provider, { email: email(), email_verified: true });
    const response = await login(browser, { Username: victim.email, Ticket: ticket });
    expect(response.statusCode).toBe(401);
    expect(response.json().Message).toBe(messages.facebookLoginFailed);

    const contradicted = await check(browser, { Ticket: ticket, Email: victim.email });
    expect(contradicted.statusCode).toBe(401);
    expect(contradicted.json().Message).toBe(messages.facebookLoginFailed);
  });

  it('refuses a ticket used once already, from another browser, expired or made up', async () => {
    const person = await createPerson(server.db, { email: email() });
    const { ticket, browser } = await ticketFor(server, provider, {
      email: person.email,
      email_verified: true,
    });
    expect(
      (await login({ cookie: 'pledgethon_oauth=other-browser' }, { Username: person.email, Ticket: ticket }))
        .statusCode,
    ).toBe(401);
    expect((await login(browser, { Username: person.email, Ticket: ticket })).statusCode).toBe(200);

    const reused = await login(browser, { Username: person.email, Ticket: ticket });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().Message).toBe(messages.facebookLoginFailed);
    expect((await check(browser, { Ticket: ticket })).statusCode).toBe(401);
    expect(
      (await signUp(browser, { Ticket: ticket, FirstName: 'A', LastName: 'B', AcceptTerms: true }))
        .statusCode,
    ).toBe(401);
    expect((await login(browser, { Username: person.email, Ticket: 'made-up' })).statusCode).toBe(401);

    const late = await ticketFor(server, provider, { email: person.email, email_verified: true });
    await server.db
      .update(schema.oauthTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.oauthTickets.providerKey, late.sub));
    const expired = await login(late.browser, { Username: person.email, Ticket: late.ticket });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().Message).toBe(messages.facebookLoginFailed);
  });

  it('refuses an inactive account with the spec text', async () => {
    const person = await createPerson(server.db, { email: email(), status: 'inactive' });
    const { ticket, browser } = await ticketFor(server, provider, {
      email: person.email,
      email_verified: true,
    });
    const response = await login(browser, { Username: person.email, Ticket: ticket });
    expect(response.statusCode).toBe(401);
    expect(response.json().Message).toBe(messages.inactiveUser);
  });
});

describe('social sign-in calls under the per-address limit', () => {
  const server = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });

  it('answers 429 with a clear text once the limit is reached', async () => {
    const attempt = () =>
      server.app.inject({
        method: 'POST',
        url: '/authentication/OauthUserLogin',
        payload: { Username: 'someone@example.com', Ticket: 'guess' },
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().Message).toBe(messages.tooManyRequests);
  });
});
