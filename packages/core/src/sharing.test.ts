import { describe, expect, it } from 'vitest';
import {
  MAX_CONTACTS_IMPORT,
  MAX_EMAIL_RECIPIENTS,
  MAX_SMS_RECIPIENTS,
  SHARE_TARGET,
  shareEmailAddresses,
  shareMobileNumbers,
  shareProgress,
} from './sharing';

describe('sharing limits', () => {
  it('caps recipients and imported contacts', () => {
    expect(MAX_EMAIL_RECIPIENTS).toBe(100);
    expect(MAX_SMS_RECIPIENTS).toBe(30);
    expect(MAX_SMS_RECIPIENTS).toBeLessThan(MAX_EMAIL_RECIPIENTS);
    expect(MAX_CONTACTS_IMPORT).toBe(700);
  });

  it('aims at 20 shares', () => {
    expect(SHARE_TARGET).toBe(20);
  });
});

describe('shareProgress', () => {
  it('starts empty at zero', () => {
    expect(shareProgress(0)).toEqual({ shares: 0, target: 20, isEmpty: true, isComplete: false });
  });

  it('is complete at 20 or more, not before', () => {
    expect(shareProgress(19).isComplete).toBe(false);
    expect(shareProgress(19).isEmpty).toBe(false);
    expect(shareProgress(20).isComplete).toBe(true);
    expect(shareProgress(57).isComplete).toBe(true);
  });

  it('rejects counts that cannot happen', () => {
    expect(() => shareProgress(-1)).toThrow(RangeError);
    expect(() => shareProgress(1.5)).toThrow(RangeError);
    expect(() => shareProgress(Number.NaN)).toThrow(RangeError);
  });
});

describe('share recipients', () => {
  it('takes e-mail addresses in lower case, once each, skipping blank lines', () => {
    expect(shareEmailAddresses(['Ann@Example.com', ' ann@example.com ', '', 'bo@example.org'])).toEqual({
      ok: true,
      addresses: ['ann@example.com', 'bo@example.org'],
    });
  });

  it('refuses the share when any address is not one, naming it', () => {
    expect(shareEmailAddresses(['ann@example.com', 'not an address', `${'a'.repeat(45)}@x.com`])).toEqual({
      ok: false,
      invalid: ['not an address', `${'a'.repeat(45)}@x.com`],
    });
  });

  it('stores mobile numbers as 10 digits whatever their form', () => {
    expect(shareMobileNumbers(['(312) 555-0142', '312.555.0142', '+1 312 555 0167'])).toEqual({
      ok: true,
      addresses: ['3125550142', '3125550167'],
    });
    expect(shareMobileNumbers(['555-0142'])).toEqual({ ok: false, invalid: ['555-0142'] });
  });
});
