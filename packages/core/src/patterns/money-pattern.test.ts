import { describe, expect, it } from 'vitest';
import { moneyTextSchema } from './money-pattern';

const accepts = (text: string) => moneyTextSchema.safeParse(text).success;

describe('moneyTextSchema', () => {
  it('accepts an optional $, digits, grouped commas and up to 2 decimals', () => {
    for (const text of [
      '0',
      '5',
      '$5',
      '25.5',
      '$25.50',
      '1,000',
      '$1,234,567.89',
      '1000000',
      '.50',
      '$0.99',
    ]) {
      expect(accepts(text), text).toBe(true);
    }
  });

  it('rejects more decimals, bad commas, signs and stray characters', () => {
    for (const text of [
      '',
      '$',
      '.',
      '5.',
      '1.234',
      '10,00',
      ',100',
      '1,,000',
      '-5',
      '+5',
      '5$',
      '$ 5',
      '5 ',
      'five',
      '1e3',
    ]) {
      expect(accepts(text), text).toBe(false);
    }
  });

  it('says how to write an amount', () => {
    expect(moneyTextSchema.safeParse('1.234').error?.issues[0]?.message).toBe(
      'Please enter an amount in dollars and cents, for example 25.00.',
    );
  });
});
