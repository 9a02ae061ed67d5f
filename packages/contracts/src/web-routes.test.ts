import { describe, expect, it } from 'vitest';
import { isWebRoute } from './web-routes';

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
