import { describe, expect, it } from 'vitest';
import {
  changeHoldTimes,
  holdEndFor,
  keepSmsShareHold,
  SMS_SHARE_HOLD_DEFAULT,
  type SmsShareHold,
} from './sms-share-hold';

const held = (holdStart: string | null, holdEnd: string | null): SmsShareHold => ({
  defaultType: 'Hold Messages Between',
  holdStart,
  holdEnd,
  holdEnabled: true,
});

describe('holdEndFor', () => {
  it('keeps an end that is after the start', () => {
    expect(holdEndFor('09:00 AM', '05:00 PM')).toBe('05:00 PM');
    expect(holdEndFor('09:00 AM', '09:01 AM')).toBe('09:01 AM');
  });

  it('moves an end that is not after the start to start plus 60 minutes', () => {
    expect(holdEndFor('09:00 AM', '09:00 AM')).toBe('10:00 AM');
    expect(holdEndFor('09:00 PM', '08:00 AM')).toBe('10:00 PM');
    expect(holdEndFor('11:30 PM', '10:00 PM')).toBe('12:30 AM');
    expect(holdEndFor('09:00 AM', 'later')).toBe('10:00 AM');
  });

  it('rejects a start that is not a time', () => {
    expect(() => holdEndFor('soon', '10:00 AM')).toThrow(RangeError);
  });
});

describe('changeHoldTimes', () => {
  it('switches to holding messages', () => {
    expect(changeHoldTimes(SMS_SHARE_HOLD_DEFAULT, { holdStart: '08:00 PM' })).toEqual({
      defaultType: 'Hold Messages Between',
      holdStart: '08:00 PM',
      holdEnd: null,
      holdEnabled: true,
    });
  });

  it('moves an end that is not after the new start', () => {
    expect(changeHoldTimes(held('08:00 PM', '09:00 PM'), { holdStart: '09:30 PM' }).holdEnd).toBe('10:30 PM');
    expect(changeHoldTimes(held('08:00 PM', '09:00 PM'), { holdEnd: '07:00 PM' }).holdEnd).toBe('09:00 PM');
  });

  it('leaves times it cannot read for keep to refuse', () => {
    expect(changeHoldTimes(held('20:00', '09:00 PM'), { holdEnd: '07:00 PM' }).holdEnd).toBe('07:00 PM');
  });

  it('keeps the time not changed', () => {
    expect(changeHoldTimes(held('08:00 PM', '09:00 PM'), { holdEnd: '10:00 PM' }).holdStart).toBe('08:00 PM');
  });
});

describe('keepSmsShareHold', () => {
  it("clears the hold times when sending 'immediately'", () => {
    const result = keepSmsShareHold({ ...held('08:00 PM', '09:00 PM'), defaultType: 'immediately' });
    expect(result).toEqual({
      ok: true,
      setting: { defaultType: 'immediately', holdStart: null, holdEnd: null, holdEnabled: true },
    });
  });

  it('keeps a hold with both times, fixing an end before the start', () => {
    expect(keepSmsShareHold(held('08:00 PM', '09:30 PM'))).toEqual({
      ok: true,
      setting: held('08:00 PM', '09:30 PM'),
    });
    expect(keepSmsShareHold(held('08:00 PM', '07:00 PM'))).toEqual({
      ok: true,
      setting: held('08:00 PM', '09:00 PM'),
    });
  });

  it('refuses a hold without both times, or with a malformed one', () => {
    expect(keepSmsShareHold(held('08:00 PM', null))).toEqual({
      ok: false,
      message: 'Please review the required fields.',
    });
    expect(keepSmsShareHold(held(null, '09:00 PM'))).toEqual({
      ok: false,
      message: 'Please review the required fields.',
    });
    expect(keepSmsShareHold(held('20:00', '09:00 PM'))).toEqual({ ok: false, message: 'Invalid Time' });
  });
});
