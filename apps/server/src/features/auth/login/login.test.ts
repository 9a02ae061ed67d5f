import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../../testing/people';
import { useTestApp } from '../../../testing/test-app';
import { hashSecretToken } from '../../sessions/secret-tokens';

describe('credentials sign-in', () => {
  // The per-address limit has its own test; here it must not get in the way.
  const server = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });

  const login = (payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/authentication/login', payload });
  const current = (token: string) =>
    server.app.inject({ method: 'GET', url: '/api/Session/Current', headers: { token } });
  const storedSession = async (token: string) => {
    const [session] = await server.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.tokenHash, hashSecretToken(token)));
    return session;
  };

  it('answers the token as a JSON string, for the e-mail in any case, and notes the sign-in', async () => {
    const db = server.db;
    const user = await createPerson(db, { roles: ['organizer'], password: 'Walk2026' });
    const response = await login({
      Username: `  ${user.email.toUpperCase()} `,
      Password: 'Walk2026',
      RememberMe: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const token = response.json();
    expect(typeof token).toBe('string');
    expect((await current(token)).json()).toMatchObject({ UserId: user.id, Role: 'organizer' });

    const [after] = await db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(after?.lastLoginAt).toBeInstanceOf(Date);
    const attempts = await db
      .select()
      .from(schema.loginAttempts)
      .where(eq(schema.loginAttempts.username, user.email));
    expect(attempts.map((attempt) => attempt.succeeded)).toEqual([true]);
  });

  it('keeps a remembered session longer than an ordinary one', async () => {
    const user = await createPerson(server.db, { password: 'Walk2026' });
    const ordinary = await storedSession(
      (await login({ Username: user.email, Password: 'Walk2026', RememberMe: false })).json(),
    );
    const remembered = await storedSession(
      (await login({ Username: user.email, Password: 'Walk2026', RememberMe: true })).json(),
    );
    const lifetime = (session: typeof ordinary) =>
      (session?.expiresAt.getTime() ?? 0) - (session?.createdAt.getTime() ?? 0);
    expect(lifetime(ordinary)).toBe(server.config.SESSION_HOURS * 3_600_000);
    expect(lifetime(remembered)).toBe(server.config.REMEMBER_ME_DAYS * 24 * 3_600_000);
    expect(remembered?.rememberMe).toBe(true);
  });

  it('gives a wrong password and an unknown username the very same answer', async () => {
    const user = await createPerson(server.db, { password: 'Walk2026' });
    const wrongPassword = await login({ Username: user.email, Password: 'Walk2027', RememberMe: false });
    const unknownUser = await login({
      Username: 'nobody-here@example.com',
      Password: 'Walk2026',
      RememberMe: false,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ Success: false, Message: messages.loginFailed, Errors: {} });
    expect(unknownUser.body).toBe(wrongPassword.body);
  });

  it('refuses an account that only signs in through a social provider', async () => {
    const user = await createPerson(server.db);
    const response = await login({ Username: user.email, Password: 'anything1', RememberMe: false });
    expect(response.statusCode).toBe(401);
    expect(response.json().Message).toBe(messages.loginFailed);
  });

  it('tells an inactive account with the right password to contact the administrator', async () => {
    const user = await createPerson(server.db, { password: 'Walk2026', status: 'inactive' });
    const rightPassword = await login({ Username: user.email, Password: 'Walk2026', RememberMe: false });
    expect(rightPassword.statusCode).toBe(401);
    expect(rightPassword.json().Message).toBe('Your account is not active. Please contact administrator.');

    const wrongPassword = await login({ Username: user.email, Password: 'Walk2027', RememberMe: false });
    expect(wrongPassword.json().Message).toBe(messages.loginFailed);
  });

  it('names each missing field and asks to review the required fields', async () => {
    const empty = await login({ Username: '  ', Password: '', RememberMe: false });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      Success: false,
      Message: 'Please review required fields',
      Errors: { Username: 'Please enter a username', Password: 'Please enter a password' },
    });

    const absent = await login({});
    expect(absent.statusCode).toBe(400);
    expect(absent.json().Errors).toEqual({
      Username: messages.enterUsername,
      Password: messages.enterPassword,
    });
  });

  it('ends the session of the Token header on logout, and is fine when signed out', async () => {
    const user = await createPerson(server.db, { password: 'Walk2026' });
    const token = (await login({ Username: user.email, Password: 'Walk2026', RememberMe: false })).json();
    const logout = await server.app.inject({
      method: 'GET',
      url: '/authentication/logout',
      headers: { token, userid: user.id },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toBe(true);
    expect((await current(token)).statusCode).toBe(401);
    expect((await storedSession(token))?.revokedAt).toBeInstanceOf(Date);

    const signedOut = await server.app.inject({ method: 'GET', url: '/authentication/logout' });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toBe(true);
  });

  it("leaves the user's other sessions open on logout", async () => {
    const db = server.db;
    const user = await createPerson(db, { password: 'Walk2026' });
    const other = await sessionHeaders(db, { userId: user.id });
    const token = (await login({ Username: user.email, Password: 'Walk2026', RememberMe: false })).json();
    await server.app.inject({ method: 'GET', url: '/authentication/logout', headers: { token } });
    const stillOpen = await server.app.inject({
      method: 'GET',
      url: '/api/Session/Current',
      headers: other,
    });
    expect(stillOpen.statusCode).toBe(200);
  });
});

describe('service-style credentials sign-in', () => {
  const server = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });

  const credentials = (payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/api/auth/credentials', payload });

  it('answers the user and a bearer token that signs requests in', async () => {
    const user = await createPerson(server.db, { roles: ['teacher'], password: 'Walk2026' });
    const response = await credentials({ UserName: user.email.toUpperCase(), Password: 'Walk2026' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ UserId: user.id, UserName: user.email, BearerToken: expect.any(String) });

    const headers = { token: body.BearerToken, userid: user.id };
    const current = await server.app.inject({ method: 'GET', url: '/api/Session/Current', headers });
    expect(current.json()).toMatchObject({ UserId: user.id, IsTeacher: true });

    const logout = await server.app.inject({ method: 'GET', url: '/api/auth/logout', headers });
    expect(logout.json()).toBe(true);
    const after = await server.app.inject({ method: 'GET', url: '/api/Session/Current', headers });
    expect(after.statusCode).toBe(401);
  });

  it('follows the same rules as the login form', async () => {
    const user = await createPerson(server.db, { password: 'Walk2026' });
    const wrong = await credentials({ UserName: user.email, Password: 'nope1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().Message).toBe(messages.loginFailed);

    const inactive = await createPerson(server.db, { password: 'Walk2026', status: 'inactive' });
    const refused = await credentials({ UserName: inactive.email, Password: 'Walk2026' });
    expect(refused.json().Message).toBe(messages.inactiveUser);

    const missing = await credentials({ UserName: '', Password: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      Success: false,
      Message: messages.loginReviewRequiredFields,
      Errors: { UserName: messages.enterUsername, Password: messages.enterPassword },
    });
  });
});
