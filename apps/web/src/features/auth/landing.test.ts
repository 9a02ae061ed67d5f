import { ACCESS_CODE_LANDING_PATH, LOGIN_LANDING_PATH } from '@pledgethon/core';
import { describe, expect, it } from 'vitest';
import { landingAfterSignIn } from './landing';

describe('the page after sign-in', () => {
  it('is the landing of the way the user signed in', () => {
    expect(landingAfterSignIn('', LOGIN_LANDING_PATH)).toBe('/home/MyAccount?action=LoginPage');
    expect(landingAfterSignIn('?action=accesscode&code=x', ACCESS_CODE_LANDING_PATH)).toBe(
      '/home/MyAccount?action=AccessCode',
    );
  });

  it('is the redirect parameter when it is a path on this site', () => {
    expect(landingAfterSignIn('?redirect=%2Fparent%2Fmypledges', LOGIN_LANDING_PATH)).toBe(
      '/parent/mypledges',
    );
  });

  it('ignores a redirect to another site', () => {
    for (const offSite of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const search = `?redirect=${encodeURIComponent(offSite)}`;
      expect(landingAfterSignIn(search, LOGIN_LANDING_PATH)).toBe(LOGIN_LANDING_PATH);
    }
  });
});
