import { describe, expect, it } from 'vitest';
import {
  FALLBACK_ZONE_ABBREVIATION,
  ianaZoneFor,
  isUsZoneAbbreviation,
  US_ZONE_ABBREVIATIONS,
  zoneAbbreviationFor,
} from './time-zones';

describe('ianaZoneFor', () => {
  it('maps standard and daylight names to one IANA zone per region', () => {
    expect(ianaZoneFor('EST')).toBe('America/New_York');
    expect(ianaZoneFor('EDT')).toBe('America/New_York');
    expect(ianaZoneFor('CST')).toBe('America/Chicago');
    expect(ianaZoneFor('CDT')).toBe('America/Chicago');
    expect(ianaZoneFor('MST')).toBe('America/Denver');
    expect(ianaZoneFor('MDT')).toBe('America/Denver');
    expect(ianaZoneFor('PST')).toBe('America/Los_Angeles');
    expect(ianaZoneFor('PDT')).toBe('America/Los_Angeles');
    expect(ianaZoneFor('AKST')).toBe('America/Anchorage');
    expect(ianaZoneFor('AKDT')).toBe('America/Anchorage');
    expect(ianaZoneFor('HST')).toBe('Pacific/Honolulu');
    expect(ianaZoneFor('HDT')).toBe('Pacific/Honolulu');
  });

  it('ignores case and spaces', () => {
    expect(ianaZoneFor(' pst ')).toBe('America/Los_Angeles');
  });

  it('falls back to Central time for anything else', () => {
    expect(FALLBACK_ZONE_ABBREVIATION).toBe('CST');
    for (const text of ['', 'GMT', 'UTC', 'BST', 'Europe/London', 'toString', 'constructor']) {
      expect(ianaZoneFor(text), text).toBe('America/Chicago');
    }
  });
});

describe('US zone abbreviations', () => {
  it('offers the six standard-time regions', () => {
    expect(US_ZONE_ABBREVIATIONS).toEqual(['EST', 'CST', 'MST', 'PST', 'AKST', 'HST']);
  });

  it('knows the daylight variants and nothing else', () => {
    expect(isUsZoneAbbreviation('AKDT')).toBe(true);
    expect(isUsZoneAbbreviation('AST')).toBe(false);
    expect(isUsZoneAbbreviation('est')).toBe(false);
    expect(isUsZoneAbbreviation('hasOwnProperty')).toBe(false);
  });

  it('names the region of an IANA zone, falling back to Central time', () => {
    expect(zoneAbbreviationFor('America/New_York')).toBe('EST');
    expect(zoneAbbreviationFor('America/Los_Angeles')).toBe('PST');
    expect(zoneAbbreviationFor('Europe/Paris')).toBe('CST');
  });
});
