import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { SITE_COOKIES } from '@pledgethon/contracts';
import { OWN_ACCOUNT_PASSWORD } from '../own-accounts';
import type { AccountRecipe, OwnAccount, OwnThon, ThonRecipe } from '../own-data-routes';

const screenshotDir = join(import.meta.dirname, '..', 'screenshots');

/** Every demo account signs in with this password (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo2026';

/** A demo account's username: `demoUser('parent')` is parent@pledgethon.test. */
export function demoUser(mailbox: string): string {
  return `${mailbox}@pledgethon.test`;
}

/** Fills and sends the home page's sign-in form (the page must show it). */
export async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A child's tile on the lap counter, by the name it shows ("Ada B.", "Liam K. #2"), whatever its count. */
export function lapTile(page: Page, name: string): Locator {
  const shown = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^${shown}, \\d+ laps?: count a lap$`) });
}

/**
 * A refused sign-in as every sign-in form reports it: a toast titled with the spec's text, and the
 * same words above the form, which has the keyboard focus.
 */
export async function expectSignInRefused(page: Page, message: string): Promise<void> {
  // The toast is the alert outside the main region, where the web app and the home page both put it.
  const toast = page.getByRole('alert').filter({ hasText: message }).and(page.locator(':not(main *)'));
  await expect(toast).toContainText('Please check your input and then try again.');
  const inForm = page.getByRole('main').getByRole('alert').filter({ hasText: message });
  await expect(inForm).toBeFocused();
  await expect(inForm).toContainText('Please check your input and then try again.');
}

type Fixtures = {
  noPageErrors: undefined;
  /** Signs in on the home page as a demo account and waits until the sign-in has landed somewhere. */
  signIn: (mailbox: string, options?: { password?: string; from?: string }) => Promise<void>;
  /**
   * Opens `path` already signed in as `email` (an own or a demo account: both have the demo
   * password), as a browser that signed in before: for tests whose subject is not the sign-in form.
   */
  openSignedIn: (email: string, path: string) => Promise<void>;
  /** A new account of this test's own (password OWN_ACCOUNT_PASSWORD), with the roles it names. */
  ownAccount: (recipe?: AccountRecipe) => Promise<OwnAccount>;
  /** A new Thon of this test's own, made as the recipe says (own-data-routes.ts). */
  ownThon: (recipe?: ThonRecipe) => Promise<OwnThon>;
};

/**
 * Signs an own account in on `page` through the API, as the sign-in form would leave it, and opens
 * `path`: for a page of a browser other than the test's own (openSignedIn is this on the test's page).
 */
export async function openSignedInOn(page: Page, email: string, path: string): Promise<void> {
  const response = await page.request.post('/api/auth/credentials', {
    data: { UserName: email, Password: OWN_ACCOUNT_PASSWORD },
  });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  const { BearerToken, UserId } = await response.json();
  // The session where the web app keeps it, and the cookie that tells the server it exists.
  await page.goto('/api/health');
  await page.evaluate((session) => localStorage.setItem('pledgethon.session', JSON.stringify(session)), {
    token: BearerToken,
    userId: UserId,
  });
  const { hostname } = new URL(page.url());
  await page.context().addCookies([{ name: SITE_COOKIES.signedIn, value: '1', domain: hostname, path: '/' }]);
  await page.goto(path);
}

/** Playwright's test, failing any test during which the page threw an uncaught error. */
export const test = base.extend<Fixtures>({
  noPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(undefined);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  signIn: async ({ page }, use) => {
    await use(async (mailbox, { password = DEMO_PASSWORD, from = '/home' } = {}) => {
      await page.goto(from);
      await submitSignIn(page, demoUser(mailbox), password);
      await expect(page).not.toHaveURL(/\/home(\?.*)?$/);
    });
  },
  openSignedIn: async ({ page }, use) => {
    await use((email, path) => openSignedInOn(page, email, path));
  },
  ownAccount: async ({ request }, use) => {
    await use(async (recipe = {}) => {
      const response = await request.post('/e2e/accounts', { data: recipe });
      expect(response.status(), 'own account made').toBe(200);
      return response.json();
    });
  },
  ownThon: async ({ request }, use) => {
    await use(async (recipe = {}) => {
      const response = await request.post('/e2e/thons', { data: recipe });
      expect(response.status(), 'own Thon made').toBe(200);
      return response.json();
    });
  },
});

export { expect };

/**
 * axe's violations of the tags on the page as it is now, each with the elements it names. By default
 * the builder gathers the result in a blank page it opens (and injects axe into) on every call, and
 * records every passing node: that took 1.3-1.5 s a check on a quiet machine, 3-4 s under a whole
 * run's load, on about 200 checks. Run in the page itself (legacy mode) and keeping only the
 * violations in full, a check takes 0.5-0.6 s. Legacy mode checks same-origin frames only; the frames
 * our pages hold come from other origins (a configured video site's player, Stripe's card field),
 * whose content is not ours to check.
 */
async function axeViolations(page: Page, tags: string[]) {
  const results = await new AxeBuilder({ page })
    .withTags(tags)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(({ id, help, impact, nodes }) => ({
    id,
    help,
    impact,
    targets: nodes.map((node) => node.target.join(' ')),
  }));
}

/** Fails listing every WCAG 2.1 A/AA and best-practice problem axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const found = await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  expect(found).toEqual([]);
}

/**
 * Saves a screenshot to e2e/screenshots/<name>.png for a person to look at: the full page, or only
 * what is in view, to see what the user sees without scrolling.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  // A whole page is drawn from where it was scrolled to: the sticky header and the hidden skip link,
  // placed against the window, would show halfway down the picture. From the top they sit where a
  // person sees them.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
}

/** Fails listing the serious and critical problems axe finds (WCAG 2.2 A/AA and best practice). */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const found = await axeViolations(page, [
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  expect(found.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);
}
