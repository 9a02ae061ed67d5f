import { describe, expect, it } from 'vitest';
import { formatCents, parseMoneyToCents, pledgeTotalCents } from './money';
import { moneyCentsSchema } from './patterns/money-pattern';

describe('parseMoneyToCents', () => {
  it('reads money text as integer cents', () => {
    expect(parseMoneyToCents('0')).toBe(0);
    expect(parseMoneyToCents('5')).toBe(500);
    expect(parseMoneyToCents('$5.5')).toBe(550);
    expect(parseMoneyToCents('$1,234.56')).toBe(123_456);
    expect(parseMoneyToCents('.3')).toBe(30);
    expect(parseMoneyToCents(' 350 ')).toBe(35_000);
  });

  it('never goes through float arithmetic', () => {
    expect(parseMoneyToCents('0.29')).toBe(29);
    expect(parseMoneyToCents('1.15')).toBe(115);
    expect(parseMoneyToCents('4.35')).toBe(435);
    for (let cents = 0; cents < 10_000; cents += 1) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(parseMoneyToCents(text)).toBe(cents);
    }
  });

  it('rejects more than 2 decimals and anything that is not money', () => {
    for (const text of ['1.234', '', '$', '-1', '1,00', 'abc', '1e2', '5.']) {
      expect(parseMoneyToCents(text), text).toBeNull();
    }
  });

  it('rejects amounts too large to count exactly', () => {
    expect(parseMoneyToCents('99999999999999999')).toBeNull();
  });
});

describe('moneyCentsSchema', () => {
  it('turns typed money into cents', () => {
    expect(moneyCentsSchema.parse('$1,000.5')).toBe(100_050);
  });

  it('rejects text that is not money, or too large to count', () => {
    expect(moneyCentsSchema.safeParse('1.005').error?.issues[0]?.message).toBe(
      'Please enter an amount in dollars and cents, for example 25.00.',
    );
    expect(moneyCentsSchema.safeParse('99999999999999999').success).toBe(false);
  });
});

describe('formatCents', () => {
  it('writes US dollars', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(30)).toBe('$0.30');
    expect(formatCents(35_000)).toBe('$350.00');
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(-550)).toBe('-$5.50');
  });

  it('is exact for amounts beyond float precision of dollars', () => {
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
  });

  it('follows the locale', () => {
    expect(formatCents(123_456, 'es-US')).toMatch(/1,234\.56/);
    expect(formatCents(123_456, 'de-DE')).toMatch(/^1\.234,56\s\$$/);
  });

  it('rejects fractions of a cent', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('pledgeTotalCents', () => {
  it('is the rate times the units', () => {
    expect(pledgeTotalCents({ rateCents: 100, units: 20, eventMaxUnits: 35 })).toBe(2_000);
    expect(pledgeTotalCents({ rateCents: 30, units: 0, eventMaxUnits: 35 })).toBe(0);
  });

  it("counts no more units than the event's maximum", () => {
    expect(pledgeTotalCents({ rateCents: 100, units: 40, eventMaxUnits: 35 })).toBe(3_500);
    expect(pledgeTotalCents({ rateCents: 100, units: 40, eventMaxUnits: 0 })).toBe(0);
  });

  it("is capped by the donor's own maximum", () => {
    expect(pledgeTotalCents({ rateCents: 100, units: 30, eventMaxUnits: 35, donorMaxCents: 2_500 })).toBe(
      2_500,
    );
    expect(pledgeTotalCents({ rateCents: 100, units: 10, eventMaxUnits: 35, donorMaxCents: 2_500 })).toBe(
      1_000,
    );
    expect(pledgeTotalCents({ rateCents: 100, units: 10, eventMaxUnits: 35, donorMaxCents: 0 })).toBe(0);
  });

  it('rejects negative or fractional inputs and overflowing totals', () => {
    expect(() => pledgeTotalCents({ rateCents: -1, units: 1, eventMaxUnits: 1 })).toThrow(RangeError);
    expect(() => pledgeTotalCents({ rateCents: 1.5, units: 1, eventMaxUnits: 1 })).toThrow(RangeError);
    expect(() => pledgeTotalCents({ rateCents: 1, units: -1, eventMaxUnits: 1 })).toThrow(RangeError);
    expect(() => pledgeTotalCents({ rateCents: 1, units: 1, eventMaxUnits: 1.5 })).toThrow(RangeError);
    expect(() => pledgeTotalCents({ rateCents: 1, units: 1, eventMaxUnits: 1, donorMaxCents: -1 })).toThrow(
      RangeError,
    );
    expect(() =>
      pledgeTotalCents({ rateCents: Number.MAX_SAFE_INTEGER, units: 2, eventMaxUnits: 2 }),
    ).toThrow(RangeError);
  });
});
