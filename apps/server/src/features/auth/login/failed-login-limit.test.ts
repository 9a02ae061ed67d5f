import { messages } from '@pledgethon/core';
import { eq, schema, sql } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { createPerson } from '../../../testing/people';
import { useTestApp } from '../../../testing/test-app';

describe('failed logins per account', () => {
  // The per-address limit has its own test; here only the per-account one may answer 429.
  const server = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });

  const login = (Username: string, Password: string, remoteAddress = '203.0.113.7') =>
    server.app.inject({
      method: 'POST',
      url: '/authentication/login',
      payload: { Username, Password, RememberMe: false },
      remoteAddress,
    });
  const failTenTimes = async (username: string) => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login(username, `wrong${attempt}`);
      expect(response.statusCode).toBe(401);
    }
  };

  it('refuses the 11th attempt from one address within 15 minutes, even with the right password', async () => {
    const user = await createPerson(server.db, { password: 'Walk2026' });
    await failTenTimes(user.email);
    const eleventh = await login(user.email.toUpperCase(), 'Walk2026');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ Success: false, Message: messages.tooManyRequests, Errors: {} });
    // The guesses locked out their own address, not the owner somewhere else.
    expect((await login(user.email, 'Walk2026', '198.51.100.20')).statusCode).toBe(200);

    const other = await createPerson(server.db, { password: 'Walk2026' });
    expect((await login(other.email, 'Walk2026')).statusCode).toBe(200);
  });

  it('lets the account in again once its failures are older than 15 minutes', async () => {
    const db = server.db;
    const user = await createPerson(db, { password: 'Walk2026' });
    await failTenTimes(user.email);
    await db
      .update(schema.loginAttempts)
      .set({ createdAt: sql`${schema.loginAttempts.createdAt} - interval '15 minutes 1 second'` })
      .where(eq(schema.loginAttempts.username, user.email));
    expect((await login(user.email, 'Walk2026')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins as failures', async () => {
    const user = await createPerson(server.db, { password: 'Walk2026' });
    for (let attempt = 1; attempt <= 9; attempt++) await login(user.email, `wrong${attempt}`);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await login(user.email, 'Walk2026')).statusCode).toBe(200);
    }
    expect((await login(user.email, 'wrong10')).statusCode).toBe(401);
    expect((await login(user.email, 'Walk2026')).statusCode).toBe(429);
  });

  it('limits guesses at an unknown username the same way', async () => {
    const username = `ghost-${Date.now()}@example.com`;
    await failTenTimes(username);
    expect((await login(username, 'anything1')).statusCode).toBe(429);
  });

  it('stops guesses spread over many addresses, but not the owner at an address they signed in from', async () => {
    const user = await createPerson(server.db, { password: 'Walk2026' });
    const home = '198.51.100.30';
    expect((await login(user.email, 'Walk2026', home)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 50; attempt++) {
      const address = `192.0.2.${attempt % 10}`;
      expect((await login(user.email, `wrong${attempt}`, address)).statusCode).toBe(401);
    }
    expect((await login(user.email, 'wrong-again', '192.0.2.99')).statusCode).toBe(429);
    expect((await login(user.email, 'Walk2026', '198.51.100.31')).statusCode).toBe(429);
    expect((await login(user.email, 'Walk2026', home)).statusCode).toBe(200);
  });

  it('holds the limit when guesses arrive all at once', async () => {
    const user = await createPerson(server.db, { password: 'Walk2026' });
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, attempt) => login(user.email, `wrong${attempt}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });
});
