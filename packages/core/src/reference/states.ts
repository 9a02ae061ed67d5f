export interface StateOrProvince {
  abbreviation: string;
  name: string;
  countryCode: 'US' | 'CA';
}

const US_STATES_AND_DC: readonly [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

const CANADIAN_PROVINCES_AND_TERRITORIES: readonly [string, string][] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];

/** The 50 US states, DC and the 13 Canadian provinces and territories: 64 entries. */
export const STATES_AND_PROVINCES: readonly StateOrProvince[] = [
  ...US_STATES_AND_DC.map(([abbreviation, name]) => ({ abbreviation, name, countryCode: 'US' as const })),
  ...CANADIAN_PROVINCES_AND_TERRITORIES.map(([abbreviation, name]) => ({
    abbreviation,
    name,
    countryCode: 'CA' as const,
  })),
];

export interface UsStateOption {
  abbreviation: string;
  name: string;
}

const US_TERRITORIES: readonly UsStateOption[] = [
  { abbreviation: 'AS', name: 'American Samoa' },
  { abbreviation: 'GU', name: 'Guam' },
  { abbreviation: 'MP', name: 'Northern Mariana Islands' },
  { abbreviation: 'PR', name: 'Puerto Rico' },
  { abbreviation: 'VI', name: 'U.S. Virgin Islands' },
];

// No postal abbreviation exists for "outside the USA"; XX is the usual stand-in for "other" and is not
// a state or territory code, so it cannot be mistaken for one.
export const OUTSIDE_USA_OPTION: UsStateOption = { abbreviation: 'XX', name: 'Outside USA' };

/** The US state select list: states, DC and inhabited territories by name, then Outside USA. */
export const US_STATES_AND_TERRITORIES: readonly UsStateOption[] = [
  ...[...US_STATES_AND_DC.map(([abbreviation, name]) => ({ abbreviation, name })), ...US_TERRITORIES].sort(
    (a, b) => a.name.localeCompare(b.name, 'en'),
  ),
  OUTSIDE_USA_OPTION,
];
