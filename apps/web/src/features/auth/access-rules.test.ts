import { describe, expect, it } from 'vitest';
import { sessionContext as session } from '../../testing/session-context';
import { changesWhoIsSignedIn, homePathOf, redirectFor } from './access-rules';

describe('the redirect rules in the browser', () => {
  const vendor = session({ Roles: ['vendor'], Role: 'vendor', IsVendor: true });
  const parent = session({ Roles: ['parent'], Role: 'parent', IsParent: true });

  it('send a vendor from any page outside the shop to the shop', () => {
    expect(redirectFor(vendor, '/home/MyAccount')).toBe('/shop');
    expect(redirectFor(vendor, '/parent/dashboard')).toBe('/shop');
    expect(redirectFor(vendor, '/shop/orders')).toBeNull();
    expect(homePathOf(vendor)).toBe('/shop');
  });

  it('keep a parent who is not a participant on the three parent pages', () => {
    expect(redirectFor(parent, '/shop')).toBe('/parent/dashboard');
    expect(redirectFor(parent, '/home/MyAccount')).toBe('/parent/dashboard');
    expect(redirectFor(parent, '/parent/mypledges')).toBeNull();
    expect(homePathOf(parent)).toBe('/parent/dashboard');
  });

  it('let a parent who is also a participant and every other role go anywhere', () => {
    const parentParticipant = session({ IsParent: true, IsParticipant: true });
    expect(redirectFor(parentParticipant, '/home/MyAccount')).toBeNull();
    expect(redirectFor(session({}), '/shop')).toBeNull();
    expect(homePathOf(session({}))).toBe('/home/MyAccount');
  });
});

describe('visits that change who is signed in', () => {
  it('are the sign-out, the QR sign-in and the hand-off from the other site', () => {
    expect(changesWhoIsSignedIn('/home', '?action=logout')).toBe(true);
    expect(changesWhoIsSignedIn('/home', '?action=accesscode&code=REVNTw==')).toBe(true);
    expect(changesWhoIsSignedIn('/authentication/ssologin', '?tkn=abc')).toBe(true);
    expect(changesWhoIsSignedIn('/home/ConfirmSignUp', '?token=abc')).toBe(true);
  });

  it('do not include ordinary visits', () => {
    expect(changesWhoIsSignedIn('/home', '')).toBe(false);
    expect(changesWhoIsSignedIn('/home/MyAccount', '?action=logout')).toBe(false);
  });
});
