import { describe, expect, it } from 'vitest';
import { formatUsMobile, mobileDigits, usMobileSchema } from './phone';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: string) =>
  schema.safeParse(value).success;

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
