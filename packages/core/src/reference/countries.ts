import countryCodes from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

export interface Country {
  name: string;
  code: string;
}

export interface CountryCodePair {
  alpha2: string;
  alpha3: string;
}

// The browser build of the library ships no names; registering English makes Node and browser agree.
countryCodes.registerLocale(english);

const nameOf = (alpha2: string): string => {
  const name = countryCodes.getName(alpha2, 'en', { select: 'official' });
  if (name === undefined) throw new Error(`No English name for country ${alpha2}`);
  return name;
};

/** Not a country: a disabled divider between the two countries most users pick and the rest. */
export const COUNTRY_SEPARATOR: Country = { name: '──────────', code: '' };

// The short common names, as people in the two countries write them ("United States", not the
// official "United States of America").
const FIRST_COUNTRIES: Country[] = [
  { name: 'United States', code: 'US' },
  { name: 'Canada', code: 'CA' },
];

/** United States and Canada, a separator, then every ISO 3166-1 country sorted by English name. */
export const COUNTRIES: readonly Country[] = [
  ...FIRST_COUNTRIES,
  COUNTRY_SEPARATOR,
  ...Object.keys(countryCodes.getAlpha2Codes())
    .map((code) => ({ name: nameOf(code), code }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en')),
];

export const COUNTRY_CODES: readonly CountryCodePair[] = Object.entries(countryCodes.getAlpha2Codes()).map(
  ([alpha2, alpha3]) => ({ alpha2, alpha3 }),
);
