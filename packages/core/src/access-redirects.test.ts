import { describe, expect, it } from 'vitest';
import { requiredRedirect } from './access-redirects';

const vendor = { isVendor: true, isParent: false, isParticipant: false };
const parentOnly = { isVendor: false, isParent: true, isParticipant: false };
const parentParticipant = { isVendor: false, isParent: true, isParticipant: true };
const organizer = { isVendor: false, isParent: false, isParticipant: false };

describe('requiredRedirect', () => {
  it('keeps vendors on the shop pages', () => {
    expect(requiredRedirect(vendor, '/shop')).toBeNull();
    expect(requiredRedirect(vendor, '/shop/orders')).toBeNull();
    expect(requiredRedirect(vendor, '/Shop/reports/productstatus/?tab=1')).toBeNull();
    expect(requiredRedirect(vendor, '/home')).toBe('/shop');
    expect(requiredRedirect(vendor, '/shopping')).toBe('/shop');
    expect(requiredRedirect(vendor, '/parent/dashboard')).toBe('/shop');
  });

  it('keeps parents who are not participants on the three parent pages', () => {
    expect(requiredRedirect(parentOnly, '/parent/dashboard')).toBeNull();
    expect(requiredRedirect(parentOnly, '/parent/addparticipant')).toBeNull();
    expect(requiredRedirect(parentOnly, '/parent/mypledges#top')).toBeNull();
    expect(requiredRedirect(parentOnly, '/parent/settings')).toBe('/parent/dashboard');
    expect(requiredRedirect(parentOnly, '/shop')).toBe('/parent/dashboard');
    expect(requiredRedirect(parentOnly, '/')).toBe('/parent/dashboard');
  });

  it('lets everyone read the privacy and terms pages', () => {
    for (const subject of [vendor, parentOnly, parentParticipant, organizer]) {
      expect(requiredRedirect(subject, '/privacy')).toBeNull();
      expect(requiredRedirect(subject, '/Terms/')).toBeNull();
    }
    expect(requiredRedirect(vendor, '/privacy/more')).toBe('/shop');
  });

  it('lets a parent or a vendor open an e-mailed link that acts on their own account', () => {
    for (const subject of [vendor, parentOnly]) {
      expect(requiredRedirect(subject, '/home/AcceptInvitation?token=abc')).toBeNull();
      expect(requiredRedirect(subject, '/home/ConfirmEmail?token=abc')).toBeNull();
      expect(requiredRedirect(subject, '/home/MyAccount')).not.toBeNull();
    }
  });

  it('leaves parents who participate and other users where they are', () => {
    expect(requiredRedirect(parentParticipant, '/home')).toBeNull();
    expect(requiredRedirect(organizer, '/shop/manage')).toBeNull();
    expect(requiredRedirect(organizer, '/home/MyAccount')).toBeNull();
  });
});
