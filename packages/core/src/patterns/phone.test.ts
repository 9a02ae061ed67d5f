import { describe, expect, it } from 'vitest';
import {
  formatUsMobile,
  mobileDigits,
  phone5To15DigitsSchema,
  phone10DigitsSchema,
  phoneUpTo20DigitsSchema,
  usMobileSchema,
  usPhoneSchema,
} from './phone';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: string) =>
  schema.safeParse(value).success;

describe('usPhoneSchema', () => {
  it('accepts 10 digits with optional separators', () => {
    for (const text of [
      '2015550123',
      '201-555-0123',
      '201.555.0123',
      '201 555 0123',
      '(201) 555-0123',
      '(201)555-0123',
    ]) {
      expect(ok(usPhoneSchema, text), text).toBe(true);
    }
  });

  it('rejects other lengths, letters and unbalanced parentheses', () => {
    for (const text of [
      '',
      '201555012',
      '20155501234',
      '(201 555-0123',
      '201) 555-0123',
      '201-555-O123',
      '201--555-0123',
    ]) {
      expect(ok(usPhoneSchema, text), text).toBe(false);
    }
    expect(usPhoneSchema.safeParse('123').error?.issues[0]?.message).toBe(
      'Please enter a 10-digit phone number.',
    );
  });
});

describe('digit-only phone variants', () => {
  it('10 digits exactly', () => {
    expect(ok(phone10DigitsSchema, '2015550123')).toBe(true);
    expect(ok(phone10DigitsSchema, '201555012')).toBe(false);
    expect(ok(phone10DigitsSchema, '201-555-0123')).toBe(false);
  });

  it('5 to 15 digits', () => {
    expect(ok(phone5To15DigitsSchema, '12345')).toBe(true);
    expect(ok(phone5To15DigitsSchema, '123456789012345')).toBe(true);
    expect(ok(phone5To15DigitsSchema, '1234')).toBe(false);
    expect(ok(phone5To15DigitsSchema, '1234567890123456')).toBe(false);
  });

  it('up to 20 digits', () => {
    expect(ok(phoneUpTo20DigitsSchema, '1')).toBe(true);
    expect(ok(phoneUpTo20DigitsSchema, '12345678901234567890')).toBe(true);
    expect(ok(phoneUpTo20DigitsSchema, '')).toBe(false);
    expect(ok(phoneUpTo20DigitsSchema, '123456789012345678901')).toBe(false);
    expect(ok(phoneUpTo20DigitsSchema, '+4420')).toBe(false);
  });
});

describe('US mobile numbers', () => {
  it('stores digits only, at most 10', () => {
    expect(mobileDigits('(201) 555-0123')).toBe('2015550123');
    expect(mobileDigits('+1 (201) 555-0123')).toBe('2015550123');
    expect(mobileDigits('201555012345')).toBe('2015550123');
    expect(mobileDigits('abc')).toBe('');
  });

  it('formats as (xxx) xxx-xxxx, partially while typing', () => {
    expect(formatUsMobile('2015550123')).toBe('(201) 555-0123');
    expect(formatUsMobile('')).toBe('');
    expect(formatUsMobile('20')).toBe('(20');
    expect(formatUsMobile('20155')).toBe('(201) 55');
    expect(formatUsMobile('2015550')).toBe('(201) 555-0');
  });

  it('round-trips through format and digits', () => {
    expect(mobileDigits(formatUsMobile('2015550123'))).toBe('2015550123');
  });

  it('requires all 10 digits', () => {
    expect(usMobileSchema.parse('(201) 555-0123')).toBe('2015550123');
    expect(ok(usMobileSchema, '(201) 555-012')).toBe(false);
    expect(ok(usMobileSchema, '')).toBe(false);
  });
});
