import type { Page } from '@playwright/test';
import { demoUser, expect, expectNoSeriousViolations, saveScreenshot, submitSignIn, test } from './fixtures';

/**
 * Every screen, on a laptop and on a phone, in the states that show toasts, modals, errors and menus:
 * each has its own tab title, one H1 that comes first, no serious or critical axe violation (WCAG 2.2
 * A/AA), and a screenshot in e2e/screenshots/ for a person to look at.
 */
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The visible headings in page order, as 'h1', 'h2', ... */
async function headingLevels(page: Page): Promise<string[]> {
  return page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) =>
      headings.filter((heading) => heading.checkVisibility()).map((heading) => heading.tagName.toLowerCase()),
    );
}

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Each test walks several screens and runs axe on each: more than the default 30 seconds.
    test.describe.configure({ timeout: 120_000 });

    /** Checks the screen as it is now and saves its picture as <viewport>-<name>.png. */
    async function checkScreen(page: Page, name: string, title: string): Promise<void> {
      await expect(page).toHaveTitle(`${title} · PledgeThon`);
      // A route names its tab before its data arrives; the headings are read once the page has drawn.
      await expect(page.locator('h1').first()).toBeVisible();
      const levels = await headingLevels(page);
      expect(levels[0], 'the first heading').toBe('h1');
      expect(
        levels.filter((level) => level === 'h1'),
        'one H1',
      ).toHaveLength(1);
      await expectNoSeriousViolations(page);
      await saveScreenshot(page, `${viewport.name}-${name}`);
    }

    test('the home page, its menu, sign-in errors and a toast', async ({ page }) => {
      const home = 'Sign in or find your Thon';
      await page.goto('/home');
      await expect(page.getByRole('button', { name: 'Contact us' })).toBeVisible();
      await checkScreen(page, 'home', home);

      await page.getByRole('button', { name: /Language/ }).click();
      await expect(page.getByRole('menuitem', { name: 'Español' })).toBeVisible();
      await checkScreen(page, 'home-language-menu', home);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Please review required fields')).toBeVisible();
      await checkScreen(page, 'home-sign-in-errors', home);

      await submitSignIn(page, 'nobody@pledgethon.test', 'Wrong2026');
      // The toast: the alert outside the main region, whichever draws the page.
      const toast = page.getByRole('alert').and(page.locator(':not(main *)'));
      await expect(toast).toContainText('Please check your input and then try again.');
      // The toast sits below the header: the language menu stays usable while it shows.
      await page.getByRole('button', { name: /Language/ }).click();
      await expect(page.getByRole('menuitem', { name: 'Español' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(toast.getByRole('button', { name: 'Close' })).toBeVisible();
      await checkScreen(page, 'home-sign-in-refused', home);
    });

    test('the home page modals: contact form with errors and the sum captcha, video', async ({ page }) => {
      const home = 'Sign in or find your Thon';
      await page.goto('/home');
      await page.getByRole('button', { name: 'Contact us' }).click();
      const contact = page.getByRole('dialog', { name: 'Contact support' });
      await contact.getByRole('button', { name: 'Send' }).click();
      await expect(contact.getByText('Please enter the required fields.')).toHaveCount(1);
      await expect(contact.getByText('Required', { exact: true }).first()).toBeVisible();
      await checkScreen(page, 'home-contact-errors', home);
      await contact.getByRole('button', { name: /Answer a question instead/ }).click();
      await expect(contact.getByRole('textbox', { name: /^What is \d+ (plus|minus) \d+\?/ })).toBeVisible();
      await checkScreen(page, 'home-contact-question', home);
      await contact.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Watch the video' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkScreen(page, 'home-video', home);
    });

    test('the public screens', async ({ page }) => {
      await page.goto('/event/MAPLE26');
      await expect(page.getByRole('heading', { level: 1, name: 'Maple Elementary Fun Run' })).toBeVisible();
      await checkScreen(page, 'event', 'Maple Elementary Fun Run');

      await page.goto('/event/NO-SUCH-THON');
      await expect(page.getByRole('heading', { level: 1, name: 'Thon not found' })).toBeVisible();
      await checkScreen(page, 'event-unknown', 'Thon not found');

      await page.goto('/home/ResetPassword');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkScreen(page, 'reset-password', 'Set a new password');

      await page.goto('/authentication/ssologin?tkn=not-a-real-token');
      await expect(
        page.getByRole('heading', { level: 1, name: 'We could not sign you in here' }),
      ).toBeVisible();
      await checkScreen(page, 'sso-failed', 'We could not sign you in here');

      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await checkScreen(page, 'not-found', 'Page not found');

      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Who can see a child’s data' })).toBeVisible();
      await checkScreen(page, 'privacy', 'Privacy');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
      await checkScreen(page, 'terms', 'Terms of use');
    });

    test("a super administrator's screens", async ({ page, signIn }) => {
      await signIn('admin');
      await expect(page.getByRole('heading', { level: 2, name: 'What you can do' })).toBeVisible();
      await checkScreen(page, 'my-account-admin', 'My account');

      await page.goto('/admin/messages');
      await expect(page.getByRole('heading', { level: 1, name: 'Sent messages' })).toBeVisible();
      await checkScreen(page, 'sent-messages', 'Sent messages');

      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 2, name: 'You are signed in' })).toBeVisible();
      await checkScreen(page, 'home-signed-in', 'Sign in or find your Thon');
    });

    test("an organizer's access codes and badges", async ({ page, signIn }) => {
      await signIn('organizer');
      await checkScreen(page, 'my-account-organizer', 'My account');

      await page.goto('/account/access-codes?event=MAPLE26');
      await page.getByRole('button', { name: /^Red Rockets/ }).click();
      await expect(page.getByRole('link', { name: /^Print badges/ }).first()).toBeVisible();
      await checkScreen(page, 'access-codes', 'Access codes');

      await page
        .getByRole('link', { name: /^Print badges/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: /Red Rockets/ })).toBeVisible();
      await checkScreen(page, 'access-code-badges', 'Access codes');
    });

    test('a page outside a role tells it so', async ({ page, openSignedIn }) => {
      await openSignedIn(demoUser('teacher'), '/admin/messages');
      await expect(
        page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
      ).toBeVisible();
      await checkScreen(page, 'access-denied', 'No access to this page');
    });

    test("a parent's pages, and the privacy page the redirect rules let through", async ({
      page,
      signIn,
    }) => {
      await signIn('parent');
      await expect(page.getByRole('button', { name: /^Copy .+'s link to share$/ }).first()).toBeVisible();
      await checkScreen(page, 'parent-dashboard', 'My participants');
      await page
        .getByRole('navigation', { name: 'Parent pages' })
        .getByRole('link', { name: 'Participants' })
        .click();
      await checkScreen(page, 'parent-add-participant', 'Add a participant');
      await page
        .getByRole('navigation', { name: 'Parent pages' })
        .getByRole('link', { name: 'Pledges' })
        .click();
      await checkScreen(page, 'parent-my-pledges', 'My pledges');

      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await checkScreen(page, 'privacy-parent', 'Privacy');
    });

    test("the vendor's shop", async ({ page, signIn }) => {
      await signIn('vendor');
      await expect(page.getByRole('tab', { name: 'Race Equipment' })).toBeVisible();
      await checkScreen(page, 'shop', 'Shop');

      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
      await expect(page).toHaveURL(/\/terms$/);
    });
  });
}
