import { describe, expect, it } from 'vitest';
import { OUTSIDE_USA_OPTION, STATES_AND_PROVINCES, US_STATES_AND_TERRITORIES } from './states';

describe('STATES_AND_PROVINCES', () => {
  it('has 50 states and DC, then 13 Canadian provinces and territories', () => {
    expect(STATES_AND_PROVINCES).toHaveLength(64);
    expect(STATES_AND_PROVINCES.filter((entry) => entry.countryCode === 'US')).toHaveLength(51);
    expect(STATES_AND_PROVINCES.filter((entry) => entry.countryCode === 'CA')).toHaveLength(13);
  });

  it('knows the real abbreviations', () => {
    expect(STATES_AND_PROVINCES).toContainEqual({
      abbreviation: 'DC',
      name: 'District of Columbia',
      countryCode: 'US',
    });
    expect(STATES_AND_PROVINCES).toContainEqual({ abbreviation: 'QC', name: 'Quebec', countryCode: 'CA' });
    expect(STATES_AND_PROVINCES).toContainEqual({ abbreviation: 'YT', name: 'Yukon', countryCode: 'CA' });
  });

  it('has no territories, duplicates or malformed abbreviations', () => {
    const abbreviations = STATES_AND_PROVINCES.map((entry) => entry.abbreviation);
    expect(abbreviations).not.toContain('PR');
    expect(abbreviations).not.toContain('GU');
    expect(
      new Set(abbreviations.map((code, index) => `${code}${STATES_AND_PROVINCES[index]?.countryCode}`)).size,
    ).toBe(64);
    expect(abbreviations.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });
});

describe('US_STATES_AND_TERRITORIES', () => {
  it('lists states, DC and territories by name and ends with Outside USA', () => {
    expect(US_STATES_AND_TERRITORIES).toHaveLength(57);
    expect(US_STATES_AND_TERRITORIES[0]).toEqual({ abbreviation: 'AL', name: 'Alabama' });
    expect(US_STATES_AND_TERRITORIES.at(-1)).toEqual({ abbreviation: 'XX', name: 'Outside USA' });
    expect(US_STATES_AND_TERRITORIES).toContainEqual({ abbreviation: 'PR', name: 'Puerto Rico' });
  });

  it('has no Canadian entries and one Outside USA option', () => {
    const abbreviations = US_STATES_AND_TERRITORIES.map((entry) => entry.abbreviation);
    expect(abbreviations).not.toContain('ON');
    expect(US_STATES_AND_TERRITORIES.filter((entry) => entry === OUTSIDE_USA_OPTION)).toHaveLength(1);
    expect(new Set(abbreviations).size).toBe(abbreviations.length);
  });
});
