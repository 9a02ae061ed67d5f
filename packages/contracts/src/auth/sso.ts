import { LOGIN_LANDING_PATH, messages } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, PATH_MAX_LENGTH, TOKEN_MAX_LENGTH } from '../bounded-text';

/** Asks for a one-time hand-off to the other site (public <-> admin), valid for a minute. */
export const ssoHandOffRequestSchema = z.object({
  /** Same-site path to open on the other site after sign-in; anything else becomes the landing page. */
  Redirect: boundedText(PATH_MAX_LENGTH).default(LOGIN_LANDING_PATH),
});
export const ssoHandOffResponseSchema = z.object({
  /** {other site}/authentication/ssologin?tkn=...&redirect=... */
  Url: z.string(),
});

/** Sent by the /authentication/ssologin page with its tkn parameter. */
export const ssoLoginRequestSchema = z.object({
  Tkn: boundedText(TOKEN_MAX_LENGTH, messages.accessDenied).min(1, messages.accessDenied),
});
/** A session on this site and the same-site path to open. */
export const ssoLoginResponseSchema = z.object({ Token: z.string(), Redirect: z.string() });
