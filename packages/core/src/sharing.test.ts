import { describe, expect, it } from 'vitest';
import {
  MAX_CONTACTS_IMPORT,
  MAX_EMAIL_RECIPIENTS,
  MAX_SMS_RECIPIENTS,
  SHARE_TARGET,
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
