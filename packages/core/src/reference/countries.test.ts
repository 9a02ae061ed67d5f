import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, COUNTRY_SEPARATOR } from './countries';

describe('COUNTRIES', () => {
  it('starts with United States and Canada, then the separator', () => {
    expect(COUNTRIES.slice(0, 3)).toEqual([
      { name: 'United States', code: 'US' },
      { name: 'Canada', code: 'CA' },
      COUNTRY_SEPARATOR,
    ]);
    expect(COUNTRY_SEPARATOR.code).toBe('');
  });

  it('then lists every ISO country, sorted by English name', () => {
    const rest = COUNTRIES.slice(3);
    expect(rest.length).toBeGreaterThanOrEqual(249);
    const names = rest.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rest).toContainEqual({ name: 'Mexico', code: 'MX' });
    expect(rest).toContainEqual({ name: 'Germany', code: 'DE' });
    expect(rest.map((country) => country.code)).toContain('US');
  });

  it('has no made-up countries and two-letter codes only', () => {
    const codes = COUNTRIES.slice(3).map((country) => country.code);
    expect(codes).not.toContain('XX');
    expect(codes).not.toContain('');
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('COUNTRY_CODES', () => {
  it('pairs two-letter with three-letter codes', () => {
    expect(COUNTRY_CODES).toContainEqual({ alpha2: 'US', alpha3: 'USA' });
    expect(COUNTRY_CODES).toContainEqual({ alpha2: 'CA', alpha3: 'CAN' });
    expect(COUNTRY_CODES).not.toContainEqual({ alpha2: 'US', alpha3: 'US' });
    expect(COUNTRY_CODES.length).toBe(COUNTRIES.length - 3);
  });
});
