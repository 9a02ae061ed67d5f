import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_VALID_MINUTES,
  PROCESSING_WINDOW_HOURS,
  SMS_HOLD_EXTENSION_MINUTES,
  TRANSLATION_OFFER_DELAY_MS,
} from './timing';

describe('timing constants', () => {
  it('keeps a reset link valid for 1 hour', () => {
    expect(PASSWORD_RESET_VALID_MINUTES).toBe(60);
    expect(PASSWORD_RESET_VALID_MINUTES).not.toBe(1);
  });

  it('extends an SMS hold by 60 minutes', () => {
    expect(SMS_HOLD_EXTENSION_MINUTES).toBe(60);
  });

  it('processes pledges within 2 hours', () => {
    expect(PROCESSING_WINDOW_HOURS).toBe(2);
    expect(PROCESSING_WINDOW_HOURS).not.toBe(120);
  });

  it('offers translation after 2 seconds', () => {
    expect(TRANSLATION_OFFER_DELAY_MS).toBe(2000);
    expect(TRANSLATION_OFFER_DELAY_MS).not.toBe(2);
  });
});
