import { eq, schema } from '@pledgethon/db';
import { unique } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson } from '../testing/people';
import { type TestAppFixture, useTestApp } from '../testing/test-app';

const PROXY = '10.0.0.5';

function signIns(server: TestAppFixture) {
  const failedLogin = (forwardedFor: string, remoteAddress = PROXY) =>
    server.app.inject({
      method: 'POST',
      url: '/authentication/login',
      payload: { Username: `nobody-${unique()}@example.com`, Password: 'wrong1' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });
  /** Signs in with a forged or proxied X-Forwarded-For; answers the address kept with the session. */
  const recordedAddress = async (forwardedFor: string, remoteAddress = PROXY) => {
    const email = `walker-${unique()}@example.com`;
    const user = await createPerson(server.db, { email, password: 'Walk2026' });
    const response = await server.app.inject({
      method: 'POST',
      url: '/authentication/login',
      payload: { Username: email, Password: 'Walk2026' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });
    expect(response.statusCode).toBe(200);
    const [session] = await server.db
      .select({ ip: schema.sessions.ip })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, user.id));
    return session?.ip;
  };
  return { failedLogin, recordedAddress };
}

describe('client address with no trusted proxy (the default)', () => {
  const server = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
  const { failedLogin, recordedAddress } = signIns(server);

  it('counts the sign-in limit by the socket, whatever X-Forwarded-For claims', async () => {
    for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await failedLogin(forged)).statusCode).toBe(401);
    }
    expect((await failedLogin('198.51.100.4')).statusCode).toBe(429);
  });

  it('keeps the socket address with a sign-in, not the forged one', async () => {
    expect(await recordedAddress('198.51.100.9', '192.0.2.44')).toBe('192.0.2.44');
  });
});

describe('client address behind a proxy named in TRUST_PROXY', () => {
  const server = useTestApp({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: `${PROXY}, 10.1.0.0/16` },
  });
  const { failedLogin, recordedAddress } = signIns(server);

  it('counts the sign-in limit per forwarded client', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await failedLogin('198.51.100.1')).statusCode).toBe(401);
    }
    expect((await failedLogin('198.51.100.1')).statusCode).toBe(429);
    expect((await failedLogin('198.51.100.2', '10.1.7.9')).statusCode).toBe(401);
  });

  it('keeps the forwarded client address with a sign-in', async () => {
    expect(await recordedAddress('198.51.100.9')).toBe('198.51.100.9');
  });

  it('ignores X-Forwarded-For from an address that is not a named proxy', async () => {
    expect(await recordedAddress('198.51.100.9', '192.0.2.44')).toBe('192.0.2.44');
  });
});

describe('client address behind a number of proxy hops', () => {
  const server = useTestApp({ env: { TRUST_PROXY: '1' } });
  const { recordedAddress } = signIns(server);

  it('believes the last hop only', async () => {
    expect(await recordedAddress('203.0.113.1, 198.51.100.9', '192.0.2.44')).toBe('198.51.100.9');
  });
});
