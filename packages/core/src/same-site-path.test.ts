import { describe, expect, it } from 'vitest';
import {
  ACCESS_CODE_LANDING_PATH,
  isSameSitePath,
  LOGIN_LANDING_PATH,
  sameSiteRedirect,
} from './same-site-path';

describe('same-site redirect paths', () => {
  it.each([
    '/',
    '/home/MyAccount?action=LoginPage',
    '/parent/dashboard',
    '/shop#Prizes',
    '/event/MAPLE26#A1',
  ])('accepts the path %s', (path) => {
    expect(isSameSitePath(path)).toBe(true);
  });

  it.each([
    '',
    'home',
    'https://evil.example/home',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
  ])('refuses %j, which could leave the site', (path) => {
    expect(isSameSitePath(path)).toBe(false);
  });

  it('falls back to the sign-in landing page for a missing or off-site redirect', () => {
    expect(sameSiteRedirect('/parent/mypledges')).toBe('/parent/mypledges');
    expect(sameSiteRedirect('https://evil.example')).toBe('/home/MyAccount?action=LoginPage');
    expect(sameSiteRedirect(undefined)).toBe(LOGIN_LANDING_PATH);
    expect(sameSiteRedirect(null, ACCESS_CODE_LANDING_PATH)).toBe('/home/MyAccount?action=AccessCode');
  });
});
