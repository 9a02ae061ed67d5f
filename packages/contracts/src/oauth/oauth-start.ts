/** The social provider and the search-engine identity provider (spec section 6). */
export const OAUTH_PROVIDER_IDS = ['facebook', 'google'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];

/**
 * Where a sign-in button sends the browser; the server answers with the provider's sign-in page. Apart
 * from the schemas, so that the home page's entry loads no zod (decision 140).
 */
export function oauthStartPath(provider: OAuthProviderId, redirect?: string | null): string {
  const path = `/authentication/oauth/${provider}/start`;
  return redirect ? `${path}?${new URLSearchParams({ redirect })}` : path;
}
