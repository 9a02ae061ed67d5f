import { describe, expect, it } from 'vitest';
import { cardNumberSchema, cscSchema } from './payment-card';

const card = (text: string) => cardNumberSchema.safeParse(text).success;
const csc = (text: string) => cscSchema.safeParse(text).success;

describe('cardNumberSchema', () => {
  it('accepts 16 to 19 digits with optional spaces or dashes', () => {
    for (const text of [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4242-4242-4242-4242',
      '4242424242424242123',
    ]) {
      expect(card(text), text).toBe(true);
    }
  });

  it('rejects 15 or 20 digits, double separators and letters', () => {
    for (const text of [
      '424242424242424',
      '42424242424242421234',
      '4242  4242 4242 4242',
      '4242 4242 4242 424x',
      ' 4242424242424242',
      '4242424242424242-',
    ]) {
      expect(card(text), text).toBe(false);
    }
  });
});

describe('cscSchema', () => {
  it('accepts 3 or 4 digits', () => {
    expect(csc('123')).toBe(true);
    expect(csc('1234')).toBe(true);
  });

  it('rejects other lengths and non-digits', () => {
    for (const text of ['12', '12345', '12a', '']) expect(csc(text), text).toBe(false);
    expect(cscSchema.safeParse('1').error?.issues[0]?.message).toBe(
      'Please enter the 3 or 4 digit security code.',
    );
  });
});
