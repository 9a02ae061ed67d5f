import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoUser, expect, expectSignInRefused, test } from './fixtures';

/** Marks every visible control that belongs in the Tab order and returns their marks. */
async function markControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (control) =>
        control.tabIndex >= 0 && control.checkVisibility() && !control.closest('[aria-hidden="true"]'),
    );
    return controls.map((control, index) => {
      const mark = `control-${index}`;
      control.dataset.keyboardMark = mark;
      return `${mark}: ${control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName}`;
    });
  });
}

async function focusedMark(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.keyboardMark);
}

/** Presses Tab until `done` says so, at most `limit` times; fails if it never does. */
async function tabUntil(page: Page, done: () => Promise<boolean>, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await done()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never got there');
}

test('a keyboard alone reaches every control of the home page', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Contact us' })).toBeVisible();
  const controls = await markControls(page);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

  const reached = new Set<string>();
  for (let presses = 0; presses < controls.length + 10; presses++) {
    const mark = await focusedMark(page);
    if (mark) reached.add(mark);
    await page.keyboard.press('Tab');
  }
  const missed = controls.filter((control) => !reached.has(control.split(':')[0] ?? ''));
  expect(missed, 'controls the Tab key never reached').toEqual([]);
});

test('a keyboard user skips to the form, fails to sign in once, recovers and signs in', async ({ page }) => {
  await page.goto('/home');
  // A Tab pressed before the page has drawn lands on the bare document, not on the skip link.
  await expect(page.getByRole('button', { name: 'Contact us' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const username = page.getByRole('textbox', { name: 'Username' });
  const password = page.getByRole('textbox', { name: 'Password' });
  await tabUntil(page, () => username.evaluate((input) => input === document.activeElement));
  await page.keyboard.type('nobody@pledgethon.test');
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectSignInRefused(page, 'Please check your user name and password and then try again.');

  // From the message the next Tab is the field to correct.
  await page.keyboard.press('Tab');
  await expect(username).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(demoUser('tester'));
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  // The password can be shown and hidden again without a mouse.
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'text');
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'password');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/home\/MyAccount\?action=LoginPage$/);
  await expect(page).toHaveTitle('My account · PledgeThon');
});
