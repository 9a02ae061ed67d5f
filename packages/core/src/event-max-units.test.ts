import { describe, expect, it } from 'vitest';
import { EVENT_MAX_UNITS_CHOICES, eventMaxUnits } from './event-max-units';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('eventMaxUnits', () => {
  it('follows the rows the spec spells out', () => {
    expect(eventMaxUnits(0)).toBe(0);
    for (const index of range(1, 4)) expect(eventMaxUnits(index), `${index}`).toBe(25);
    for (const index of range(5, 9)) expect(eventMaxUnits(index), `${index}`).toBe(30);
    for (const index of range(10, 14)) expect(eventMaxUnits(index), `${index}`).toBe(35);
    for (const index of range(15, 19)) expect(eventMaxUnits(index), `${index}`).toBe(45);
    for (const index of range(20, 24)) expect(eventMaxUnits(index), `${index}`).toBe(50);
  });

  it('gives each later value to the next five indexes', () => {
    const later = [55, 65, 70, 80, 85, 95, 100, 110, 120, 130, 140, 150, 160, 170, 180];
    later.forEach((value, step) => {
      for (const index of range(25 + 5 * step, 29 + 5 * step))
        expect(eventMaxUnits(index), `${index}`).toBe(value);
    });
    expect(eventMaxUnits(25)).toBe(55);
    expect(eventMaxUnits(30)).toBe(65);
    expect(eventMaxUnits(99)).toBe(180);
  });

  it('doubles the index from 100 on', () => {
    expect(eventMaxUnits(100)).toBe(200);
    expect(eventMaxUnits(101)).toBe(202);
    expect(eventMaxUnits(1000)).toBe(2000);
  });

  it('never decreases and never jumps back to an earlier value', () => {
    const values = range(0, 300).map(eventMaxUnits);
    values.slice(1).forEach((value, i) => {
      expect(value, `index ${i + 1}`).toBeGreaterThanOrEqual(values[i] ?? 0);
    });
    expect(new Set(range(1, 99).map(eventMaxUnits)).size).toBe(20);
  });

  it('rejects indexes that are negative, fractional or not numbers', () => {
    for (const index of [-1, -100, 0.5, 24.9, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => eventMaxUnits(index), `${index}`).toThrow(RangeError);
    }
  });

  it('offers its values above zero as the choices of a form, in order', () => {
    expect(EVENT_MAX_UNITS_CHOICES).toEqual([
      25, 30, 35, 45, 50, 55, 65, 70, 80, 85, 95, 100, 110, 120, 130, 140, 150, 160, 170, 180,
    ]);
  });
});
