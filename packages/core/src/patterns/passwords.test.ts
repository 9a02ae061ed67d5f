import { describe, expect, it } from 'vitest';
import { passwordSchema, strongPasswordSchema } from './passwords';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: string) =>
  schema.safeParse(value).success;

describe('passwordSchema', () => {
  it('accepts 4 to 20 characters with a digit', () => {
    expect(ok(passwordSchema, 'abc1')).toBe(true);
    expect(ok(passwordSchema, `${'a'.repeat(19)}1`)).toBe(true);
    expect(ok(passwordSchema, '1234')).toBe(true);
  });

  it('rejects short, long or digitless passwords', () => {
    expect(ok(passwordSchema, 'ab1')).toBe(false);
    expect(ok(passwordSchema, `${'a'.repeat(20)}1`)).toBe(false);
    expect(ok(passwordSchema, 'abcdef')).toBe(false);
  });
});

describe('strongPasswordSchema', () => {
  it('accepts 8 or more characters with a digit', () => {
    expect(ok(strongPasswordSchema, 'abcdefg1')).toBe(true);
    expect(ok(strongPasswordSchema, `${'a'.repeat(40)}9`)).toBe(true);
  });

  it('rejects 7 characters or no digit', () => {
    expect(ok(strongPasswordSchema, 'abcdef1')).toBe(false);
    expect(ok(strongPasswordSchema, 'abcdefgh')).toBe(false);
  });
});
