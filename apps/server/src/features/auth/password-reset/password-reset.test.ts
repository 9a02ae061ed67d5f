import { messages } from '@pledgethon/core';
import { eq, schema, sql } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../../testing/people';
import { useTestApp } from '../../../testing/test-app';
import { hashSecretToken } from '../../sessions/secret-tokens';
import { resetPassword } from './reset-password';

const PUBLIC_URL = 'https://www.pledgethon.test';

describe('password reset', () => {
  const server = useTestApp({ env: { PUBLIC_URL, AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });

  const post = (url: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url, payload });
  const requestLink = (Email: string) => post('/api/Users/EmailPasswordResetLink', { Email });
  const reset = (Token: string, Password: string) => post('/api/Users/ResetPassword', { Token, Password });
  const login = (Username: string, Password: string) =>
    post('/authentication/login', { Username, Password, RememberMe: false });
  const emailsTo = (address: string) =>
    server.db.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.toAddress, address));

  /** Asks for a link and reads its token from the e-mail in the outbox, as the user would. */
  const tokenFromEmail = async (email: string) => {
    expect((await requestLink(email)).statusCode).toBe(200);
    const sent = await emailsTo(email);
    const token = sent.at(-1)?.body.match(/\/home\/ResetPassword\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error('no reset link in the e-mail');
    return token;
  };

  /** Moves a stored reset token into the past, as if it had been asked for that long ago. */
  const ageToken = async (token: string, minutes: number) => {
    const { passwordResetTokens } = schema;
    await server.db
      .update(passwordResetTokens)
      .set({
        createdAt: sql`${passwordResetTokens.createdAt} - make_interval(mins => ${minutes})`,
        expiresAt: sql`${passwordResetTokens.expiresAt} - make_interval(mins => ${minutes})`,
      })
      .where(eq(passwordResetTokens.tokenHash, hashSecretToken(token)));
  };

  it('e-mails a link to the reset page, valid for 1 hour, and keeps only its hash', async () => {
    const db = server.db;
    const user = await createPerson(db, { password: 'Walk2026' });
    const response = await requestLink(user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(messages.passwordResetSent);

    const [email] = await emailsTo(user.email);
    expect(email).toMatchObject({
      channel: 'email',
      subject: 'Reset your PledgeThon password',
      status: 'queued',
    });
    expect(email?.body).toContain(`Hello ${user.firstName},`);
    expect(email?.body).toContain('valid for 1 hour');
    const token = email?.body.match(
      /https:\/\/www\.pledgethon\.test\/home\/ResetPassword\?token=([\w-]+)/,
    )?.[1];
    expect(token).toMatch(/^[\w-]{43}$/);

    const [stored] = await db
      .select()
      .from(schema.passwordResetTokens)
      .where(eq(schema.passwordResetTokens.userId, user.id));
    expect(stored?.tokenHash).toBe(hashSecretToken(token ?? ''));
    expect(stored?.tokenHash).not.toContain(token);
    // Valid for 1 hour (spec section 8).
    expect((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)).toBe(60 * 60_000);
  });

  it("says 'Sorry, we could not find that account' for an unknown address and sends nothing", async () => {
    const address = 'nobody-at-all@example.com';
    const response = await requestLink(address);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Success: false, Message: messages.accountNotFound, Errors: {} });
    expect(await emailsTo(address)).toEqual([]);
  });

  it('asks for the e-mail address when it is missing', async () => {
    const response = await requestLink(' ');
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual({ Email: messages.emailRequired });
  });

  it("sets the new password and ends all the user's sessions", async () => {
    const db = server.db;
    const user = await createPerson(db, { password: 'Walk2026' });
    const before = await sessionHeaders(db, { userId: user.id });
    const token = await tokenFromEmail(user.email);

    const response = await reset(token, 'Run2027');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);

    const signedOut = await server.app.inject({
      method: 'GET',
      url: '/api/Session/Current',
      headers: before,
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await login(user.email, 'Walk2026')).json().Message).toBe(messages.loginFailed);
    expect((await login(user.email, 'Run2027')).statusCode).toBe(200);
  });

  it('works once only', async () => {
    const user = await createPerson(server.db, { password: 'Walk2026' });
    const token = await tokenFromEmail(user.email);
    expect((await reset(token, 'Run2027')).statusCode).toBe(200);

    const again = await reset(token, 'Jump2028');
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe(messages.resetLinkInvalid);
    expect((await login(user.email, 'Run2027')).statusCode).toBe(200);
  });

  it('still works 59 minutes after it was asked for', async () => {
    const user = await createPerson(server.db, { password: 'Walk2026' });
    const token = await tokenFromEmail(user.email);
    await ageToken(token, 59);
    expect((await reset(token, 'Run2027')).statusCode).toBe(200);
  });

  it('has expired 61 minutes after it was asked for', async () => {
    const user = await createPerson(server.db, { password: 'Walk2026' });
    const token = await tokenFromEmail(user.email);
    await ageToken(token, 61);
    const response = await reset(token, 'Run2027');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Success: false,
      Message: 'This reset link has expired or was already used. Please request a new one.',
      Errors: { Token: messages.resetLinkInvalid },
    });
    expect((await login(user.email, 'Walk2026')).statusCode).toBe(200);
  });

  it('has expired at exactly 60 minutes', async () => {
    const db = server.db;
    const user = await createPerson(db, { password: 'Walk2026' });
    const token = await tokenFromEmail(user.email);
    const [stored] = await db
      .select()
      .from(schema.passwordResetTokens)
      .where(eq(schema.passwordResetTokens.tokenHash, hashSecretToken(token)));
    const sixtyMinutesLater = new Date((stored?.createdAt.getTime() ?? 0) + 60 * 60_000);
    await expect(resetPassword(db, { token, password: 'Run2027', now: sixtyMinutesLater })).rejects.toThrow(
      messages.resetLinkInvalid,
    );
  });

  it('holds the new password to the password rules and keeps the link usable', async () => {
    const user = await createPerson(server.db, { password: 'Walk2026' });
    const token = await tokenFromEmail(user.email);
    for (const weak of ['abc', 'nodigits', 'a1234567890123456789x']) {
      const response = await reset(token, weak);
      expect(response.statusCode).toBe(400);
      expect(response.json().Errors).toEqual({ Password: messages.invalidPassword });
    }
    expect((await reset(token, 'Run2027')).statusCode).toBe(200);
  });

  it('refuses a token it never issued', async () => {
    const response = await reset('made-up-token', 'Run2027');
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe(messages.resetLinkInvalid);
  });
});
