import { describe, expect, it } from 'vitest';
import { isPledgeFormPage, isWebRoute } from './web-routes';

describe('web routes of spec section 2', () => {
  it.each([
    '/',
    '/home',
    '/home/MyAccount',
    '/home/ResetPassword',
    '/event/MAPLE26',
    '/authentication/ssologin',
    '/shop',
    '/shop/cartbuilder',
    '/shop/reports/calculator',
    '/shop/franchiseecalander',
    '/parent/dashboard',
    '/parent/mypledges/',
    '/account/access-codes',
    '/admin/messages',
    '/privacy',
    '/terms',
    '/MAPLE26',
    '/HOME/myaccount',
    '/Shop/Reports/Calculator',
  ])('serves the app at %s', (path) => {
    expect(isWebRoute(path)).toBe(true);
  });

  it.each([
    '/parent/settings',
    '/account/other',
    '/admin/messages/extra',
    '/shop/reports/unknown',
    '/event/MAPLE26/extra',
    '/home/other',
    '/a/b/c',
    '/privacy/more',
  ])('treats %s as an unknown page', (path) => {
    expect(isWebRoute(path)).toBe(false);
  });
});

describe("the pledge form's own page", () => {
  it.each([
    ['/event/MAPLE26/pledge', ''],
    ['/Event/maple26/Pledge/', 'participant=1'],
    ['/parent/mypledges', 'pledge=MAPLE26&participant=1'],
  ])('answers %s?%s', (path, query) => {
    expect(isPledgeFormPage(path, new URLSearchParams(query))).toBe(true);
  });

  it.each([
    ['/parent/mypledges', ''],
    ['/event/MAPLE26', ''],
    ['/pledge/abc', ''],
    ['/event/MAPLE26/pledge/extra', ''],
  ])('leaves %s?%s to the app', (path, query) => {
    expect(isPledgeFormPage(path, new URLSearchParams(query))).toBe(false);
  });
});
