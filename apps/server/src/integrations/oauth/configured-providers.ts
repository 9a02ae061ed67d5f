import type { Config } from '../../config';
import type { IdentityProvider } from './identity-provider';
import { openIdConnectProvider } from './openid-connect-provider';

export type IdentityProviders = {
  /** The provider of that id, when it is configured; undefined for any other text. */
  find(id: string): IdentityProvider | undefined;
};

/** The providers the environment configures (config.identityProviders). */
export function configuredIdentityProviders(config: Config): IdentityProviders {
  const providers = new Map<string, IdentityProvider>(
    config.identityProviders.map(({ id, issuer, clientId, clientSecret }) => [
      id,
      openIdConnectProvider({ id, issuer, clientId, clientSecret }),
    ]),
  );
  return { find: (id) => providers.get(id) };
}
