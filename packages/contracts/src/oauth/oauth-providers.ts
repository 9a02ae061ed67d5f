import { z } from 'zod';
import { boundedText, PATH_MAX_LENGTH } from '../bounded-text';
import { OAUTH_PROVIDER_IDS } from './oauth-start';

export const oauthProviderIdSchema = z.enum(OAUTH_PROVIDER_IDS);

/** Query parameters of /home after the provider sent the browser back. */
export const OAUTH_TICKET_PARAM = 'oauth';
export const OAUTH_ERROR_PARAM = 'oauthError';

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
