import { describe, expect, it } from 'vitest';
import { anyText30Schema, anyText60Schema, plainTextSchema } from './text';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: string) =>
  schema.safeParse(value).success;

describe('plainTextSchema', () => {
  it('accepts letters, digits, space and . , & - up to 50', () => {
    for (const text of ['Lincoln Elementary', 'Smith & Sons, Inc.', 'Team-4', 'A'.repeat(50)]) {
      expect(ok(plainTextSchema, text), text).toBe(true);
    }
  });

  it('rejects other characters, empty text and more than 50', () => {
    for (const text of ['', "St. Mary's", 'Fun run!', 'Café', 'a/b', 'A'.repeat(51)]) {
      expect(ok(plainTextSchema, text), text).toBe(false);
    }
  });
});

describe('any text', () => {
  it('accepts anything up to 60 or 30 characters', () => {
    expect(ok(anyText60Schema, `${'x'.repeat(59)}!`)).toBe(true);
    expect(ok(anyText60Schema, '')).toBe(true);
    expect(ok(anyText30Schema, 'ü'.repeat(30))).toBe(true);
  });

  it('rejects one character more', () => {
    expect(ok(anyText60Schema, 'x'.repeat(61))).toBe(false);
    expect(ok(anyText30Schema, 'x'.repeat(31))).toBe(false);
  });
});
