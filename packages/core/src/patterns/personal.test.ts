import { describe, expect, it } from 'vitest';
import { emailSchema, fullNameSchema, zip9Schema, zipSchema } from './personal';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: string) =>
  schema.safeParse(value).success;

describe('emailSchema', () => {
  it('accepts addresses of at most 50 characters', () => {
    expect(ok(emailSchema, 'parent@example.com')).toBe(true);
    expect(ok(emailSchema, `${'a'.repeat(38)}@example.com`)).toBe(true);
  });

  it('rejects malformed or longer addresses', () => {
    expect(ok(emailSchema, `${'a'.repeat(39)}@example.com`)).toBe(false);
    for (const text of ['', 'parent', 'parent@', '@example.com', 'parent@example', 'a b@example.com']) {
      expect(ok(emailSchema, text), text).toBe(false);
    }
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe(
      'Please enter a valid email address.',
    );
  });
});

describe('zip schemas', () => {
  it('accepts letters, digits and spaces up to 10 (or 9)', () => {
    for (const text of ['12345', '123456789', 'K1A 0B1', 'K1A0B1']) {
      expect(ok(zipSchema, text), text).toBe(true);
      expect(ok(zip9Schema, text), text).toBe(true);
    }
    expect(ok(zipSchema, '12345 6789')).toBe(true);
  });

  it('rejects punctuation, blanks and longer codes', () => {
    expect(ok(zip9Schema, '12345 6789')).toBe(false);
    expect(ok(zipSchema, '12345 67890')).toBe(false);
    for (const text of ['', '   ', '12345-6789', 'K1A-0B1']) {
      expect(ok(zipSchema, text), text).toBe(false);
    }
  });
});

describe('fullNameSchema', () => {
  it('accepts two or more words up to 60 characters', () => {
    for (const text of ['Ann Lee', "Mary-Kate O'Neil", 'José García Jr.', '  Ann   Lee  ']) {
      expect(ok(fullNameSchema, text), text).toBe(true);
    }
    expect(fullNameSchema.parse('  Ann Lee ')).toBe('Ann Lee');
    expect(ok(fullNameSchema, `${'A'.repeat(30)} ${'B'.repeat(29)}`)).toBe(true);
  });

  it('rejects one word, digits and more than 60 characters', () => {
    for (const text of ['', 'Ann', 'Ann 3', 'Ann Lee!', `${'A'.repeat(30)} ${'B'.repeat(30)}`]) {
      expect(ok(fullNameSchema, text), text).toBe(false);
    }
  });
});
