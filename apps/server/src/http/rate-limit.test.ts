import { messages } from '@pledgethon/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

describe('per-address limit on the sign-in calls', () => {
  const server = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });

  it.each([
    ['/authentication/login', { Username: 'someone@example.com', Password: 'wrong1' }],
    ['/api/auth/credentials', { UserName: 'someone@example.com', Password: 'wrong1' }],
    ['/authentication/LoginWithAccessCode', { AccessCode: 'NO-SUCH-CODE' }],
    ['/authentication/LoginWithAccessCodeForQRCode', { Code: 'Tk8tU1VDSC1DT0RF' }],
    ['/api/Users/EmailPasswordResetLink', { Email: 'someone@example.com' }],
    ['/api/Users/ResetPassword', { Token: 'not-a-token', Password: 'Walk2026' }],
    ['/api/Sso/CreateToken', { Redirect: '/home' }],
    ['/authentication/SsoLogin', { Tkn: 'not-a-token' }],
  ])('answers %s with 429 after 3 calls a minute from one address', async (url, payload) => {
    const call = (remoteAddress: string) =>
      server.app.inject({ method: 'POST', url, payload, remoteAddress });
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await call('203.0.113.7')).statusCode).not.toBe(429);
    }
    const fourth = await call('203.0.113.7');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ Success: false, Message: messages.tooManyRequests, Errors: {} });

    expect((await call('198.51.100.20')).statusCode).not.toBe(429);
  });
});
