import type { ThonOrganization } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { AppError } from '../../http/app-error';

/** The contract checks the code's form; the countries list itself is checked here. */
export async function requireKnownCountry(organization: ThonOrganization): Promise<void> {
  // Loaded with the first Thon created or saved, not at every start: in Node the library brings every
  // language's country names with it (decision 165).
  const { default: countries } = await import('i18n-iso-countries');
  if (!Object.hasOwn(countries.getAlpha2Codes(), organization.CountryCode)) {
    throw new AppError('validation', messages.invalidData, {
      'Organization.CountryCode': messages.invalidData,
    });
  }
}
