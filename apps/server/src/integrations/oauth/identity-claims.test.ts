import { describe, expect, it } from 'vitest';
import { identityFromClaims } from './identity-claims';

describe('identityFromClaims', () => {
  it('keeps a verified e-mail, lower-cased, with the names and picture', () => {
    expect(
      identityFromClaims('google', {
        sub: 'abc',
        email: ' Rosa@Example.COM ',
        email_verified: true,
        given_name: 'Rosa',
        family_name: 'Diaz',
        picture: 'https://example.com/r.png',
      }),
    ).toEqual({
      loginProvider: 'google',
      providerKey: 'abc',
      email: 'rosa@example.com',
      firstName: 'Rosa',
      lastName: 'Diaz',
      avatarUrl: 'https://example.com/r.png',
    });
  });

  it('drops an e-mail the provider does not vouch for', () => {
    expect(identityFromClaims('facebook', { sub: 'abc', email: 'a@example.com' }).email).toBeNull();
    expect(
      identityFromClaims('facebook', { sub: 'abc', email: 'a@example.com', email_verified: 'true' }).email,
    ).toBeNull();
  });

  it('refuses claims without a subject', () => {
    expect(() => identityFromClaims('facebook', { email: 'a@example.com', email_verified: true })).toThrow(
      'the provider named no subject',
    );
  });
});
