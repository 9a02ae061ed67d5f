import { z } from 'zod';
import { boundedText, PATH_MAX_LENGTH } from '../bounded-text';

/** The social provider and the search-engine identity provider (spec section 6). */
const OAUTH_PROVIDER_IDS = ['facebook', 'google'] as const;
export const oauthProviderIdSchema = z.enum(OAUTH_PROVIDER_IDS);
export type OAuthProviderId = z.infer<typeof oauthProviderIdSchema>;

/** Query parameters of /home after the provider sent the browser back. */
export const OAUTH_TICKET_PARAM = 'oauth';
export const OAUTH_ERROR_PARAM = 'oauthError';

/** Where a sign-in button sends the browser; the server answers with the provider's sign-in page. */
export function oauthStartPath(provider: OAuthProviderId, redirect?: string | null): string {
  const path = `/authentication/oauth/${provider}/start`;
  return redirect ? `${path}?${new URLSearchParams({ redirect })}` : path;
}

export const oauthProviderParamsSchema = z.object({ provider: boundedText(20) });

export const oauthStartQuerySchema = z.object({
  /** Same-site path to open after sign-in; anything else is ignored. */
  redirect: boundedText(PATH_MAX_LENGTH).optional(),
});

/** The provider's authorization response; openid-client checks it in full. */
export const oauthCallbackQuerySchema = z.looseObject({
  code: boundedText(PATH_MAX_LENGTH).optional(),
  state: boundedText(PATH_MAX_LENGTH).optional(),
  error: boundedText(PATH_MAX_LENGTH).optional(),
});
