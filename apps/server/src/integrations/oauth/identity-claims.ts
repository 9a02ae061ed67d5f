import type { OAuthProviderId } from '@pledgethon/contracts';
import type { VerifiedIdentity } from './identity-provider';

function text(claims: Readonly<Record<string, unknown>>, name: string): string | null {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The identity in a provider's claims. An e-mail counts only when the provider vouches for it
 * (email_verified), because a verified address is what links the identity to an existing account.
 */
export function identityFromClaims(
  loginProvider: OAuthProviderId,
  claims: Readonly<Record<string, unknown>>,
): VerifiedIdentity {
  const providerKey = text(claims, 'sub');
  if (!providerKey) throw new Error('the provider named no subject');
  const email = claims.email_verified === true ? text(claims, 'email') : null;
  return {
    loginProvider,
    providerKey,
    email: email?.toLowerCase() ?? null,
    firstName: text(claims, 'given_name'),
    lastName: text(claims, 'family_name'),
    avatarUrl: text(claims, 'picture'),
  };
}
