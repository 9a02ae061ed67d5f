import { OAUTH_TICKET_PARAM, oauthStartPath } from '@pledgethon/contracts';
import { stringifyCookie } from 'cookie';
import type { TestApp } from '../../../testing/test-app';
import type { LocalOpenIdProvider, ProviderAccount } from './local-openid-provider';

export const TEST_PUBLIC_URL = 'http://localhost:3000';
export const FACEBOOK_CALLBACK_URL = `${TEST_PUBLIC_URL}/authentication/oauth/facebook/callback`;

/** The app's settings for a provider started in the test. */
export function facebookEnv(provider: LocalOpenIdProvider): NodeJS.ProcessEnv {
  return {
    PUBLIC_URL: TEST_PUBLIC_URL,
    FACEBOOK_OIDC_ISSUER: provider.issuer,
    FACEBOOK_OIDC_CLIENT_ID: provider.clientId,
    FACEBOOK_OIDC_CLIENT_SECRET: provider.clientSecret,
  };
}

/** The browser's one cookie of a social sign-in, as it sends it back. */
export type BrowserCookie = { cookie: string };

/**
 * The browser's way out and back: the app's start URL, the provider's sign-in pages, and the URL the
 * provider sends it back to (not yet opened at the app).
 */
export async function visitProvider(
  testApp: TestApp,
  provider: LocalOpenIdProvider,
  sub: string,
  options: { redirect?: string; cancel?: boolean } = {},
): Promise<{ callbackUrl: URL; browser: BrowserCookie }> {
  const start = await testApp.app.inject({
    method: 'GET',
    url: oauthStartPath('facebook', options.redirect),
  });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}`);
  const binding = start.cookies.find((cookie) => cookie.name === 'pledgethon_oauth');
  if (!binding) throw new Error('start set no cookie');
  const callbackUrl = await provider.signIn(String(start.headers.location), sub, {
    cancel: options.cancel ?? false,
  });
  return { callbackUrl, browser: { cookie: stringifyCookie({ [binding.name]: binding.value }) } };
}

/** Opens the provider's answer at the app; returns where the app sends the browser next. */
export async function returnToApp(testApp: TestApp, callbackUrl: URL, browser: BrowserCookie): Promise<URL> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: browser,
  });
  if (response.statusCode !== 302) throw new Error(`callback answered ${response.statusCode}`);
  return new URL(String(response.headers.location), TEST_PUBLIC_URL);
}

export type RoundTrip = { ticket: string; browser: BrowserCookie; sub: string };

/** A whole round trip for a new provider account: the ticket /home receives, and the browser's cookie. */
export async function ticketFor(
  testApp: TestApp,
  provider: LocalOpenIdProvider,
  account: ProviderAccount,
): Promise<RoundTrip> {
  return ticketForSub(testApp, provider, provider.addAccount(account));
}

/** A whole round trip for an account the provider already has. */
export async function ticketForSub(
  testApp: TestApp,
  provider: LocalOpenIdProvider,
  sub: string,
): Promise<RoundTrip> {
  const { callbackUrl, browser } = await visitProvider(testApp, provider, sub);
  const home = await returnToApp(testApp, callbackUrl, browser);
  const ticket = home.searchParams.get(OAUTH_TICKET_PARAM);
  if (!ticket) throw new Error(`no ticket: sent to ${home.href}`);
  return { ticket, browser, sub };
}
