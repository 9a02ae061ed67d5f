/**
 * US zone abbreviations as users pick them. Each names a region, not a fixed offset: "EST" in July
 * means New York's summer time, so both variants map to the same IANA zone and Luxon applies daylight
 * saving by date.
 */
export const US_ZONE_IANA = {
  EST: 'America/New_York',
  EDT: 'America/New_York',
  CST: 'America/Chicago',
  CDT: 'America/Chicago',
  MST: 'America/Denver',
  MDT: 'America/Denver',
  PST: 'America/Los_Angeles',
  PDT: 'America/Los_Angeles',
  AKST: 'America/Anchorage',
  AKDT: 'America/Anchorage',
  HST: 'Pacific/Honolulu',
  HDT: 'Pacific/Honolulu',
} as const;

export type UsZoneAbbreviation = keyof typeof US_ZONE_IANA;

/** The standard-time names, one per region, as a select list offers them. */
export const US_ZONE_ABBREVIATIONS = [
  'EST',
  'CST',
  'MST',
  'PST',
  'AKST',
  'HST',
] as const satisfies readonly UsZoneAbbreviation[];

/** Central time is the middle of the country: the least wrong guess when a zone is unknown. */
export const FALLBACK_ZONE_ABBREVIATION = 'CST' satisfies UsZoneAbbreviation;

export const isUsZoneAbbreviation = (value: string): value is UsZoneAbbreviation =>
  Object.hasOwn(US_ZONE_IANA, value);

/** The IANA zone for a US zone abbreviation, in any case; an unknown one falls back to Central time. */
export const ianaZoneFor = (abbreviation: string): string => {
  const key = abbreviation.trim().toUpperCase();
  return isUsZoneAbbreviation(key) ? US_ZONE_IANA[key] : US_ZONE_IANA[FALLBACK_ZONE_ABBREVIATION];
};

/** The standard-time name of the region an IANA zone belongs to; zones outside the list read as Central. */
export const zoneAbbreviationFor = (ianaZone: string): (typeof US_ZONE_ABBREVIATIONS)[number] =>
  US_ZONE_ABBREVIATIONS.find((abbreviation) => US_ZONE_IANA[abbreviation] === ianaZone) ??
  FALLBACK_ZONE_ABBREVIATION;
