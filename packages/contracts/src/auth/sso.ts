import { z } from 'zod';

/** Asks for a one-time hand-off to the other site (public <-> admin), valid for a minute. */
export const ssoHandOffRequestSchema = z.object({
  /** Same-site path to open on the other site after sign-in. */
  Redirect: z.string().default('/home/MyAccount?action=LoginPage'),
});
export const ssoHandOffResponseSchema = z.object({
  /** {other site}/authentication/ssologin?tkn=...&redirect=... */
  Url: z.string(),
});

export const ssoLoginRequestSchema = z.object({ Tkn: z.string().min(1) });
export const ssoLoginResponseSchema = z.object({ Token: z.string(), Redirect: z.string() });
