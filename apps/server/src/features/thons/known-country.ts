import type { ThonOrganization } from '@pledgethon/contracts';
import { isCountryCode, messages } from '@pledgethon/core';
import { AppError } from '../../http/app-error';

/** The contract checks the code's form; the countries list itself is checked here. */
export function requireKnownCountry(organization: ThonOrganization): void {
  if (!isCountryCode(organization.CountryCode)) {
    throw new AppError('validation', messages.invalidData, {
      'Organization.CountryCode': messages.invalidData,
    });
  }
}
