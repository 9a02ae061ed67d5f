import type { Browser, Page } from '@playwright/test';
import { OWN_ACCOUNT_PASSWORD, OWN_ACCOUNTS } from '../own-accounts';
import {
  expect,
  expectNoAxeViolations,
  expectSignInRefused,
  saveScreenshot,
  submitSignIn,
  test,
} from './fixtures';
import { readLinkFromOutbox } from './outbox';

// This test changes the password, so it uses an account of its own, never a shared demo account.
const account = OWN_ACCOUNTS.passwordReset.email;

async function requestResetLink(page: Page): Promise<void> {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('textbox', { name: 'Email address' }).fill(account);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('A password reset link has been emailed to you. It is valid for 1 hour.'),
  ).toBeVisible();
}

/** The newest reset link e-mailed to the account, read on the Sent messages page. */
function readResetLinkFromOutbox(browser: Browser, screenshot?: string): Promise<string> {
  return readLinkFromOutbox(browser, {
    subject: 'Reset your PledgeThon password',
    to: account,
    link: /\/home\/ResetPassword\?token=/,
    screenshot,
  });
}

async function setNewPassword(page: Page, resetPath: string, password: string): Promise<void> {
  await page.goto(resetPath);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByText('Your password has been changed. Sign in with your new password.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/home#sign-in$/);
}

test('a user resets a forgotten password through the e-mailed link and signs in with it', async ({
  page,
  browser,
}) => {
  // Two browsers and a round trip through the outbox: more than the default time on a busy machine.
  test.slow();
  await requestResetLink(page);
  await saveScreenshot(page, 'password-reset-requested');
  const resetPath = await readResetLinkFromOutbox(browser, 'sent-messages');

  await page.goto(resetPath);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('other1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByText('The password must be 4 to 20 characters and contain at least one number.'),
  ).toBeVisible();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'password-reset-form');

  await setNewPassword(page, resetPath, 'Fresh2026');
  await submitSignIn(page, account, OWN_ACCOUNT_PASSWORD);
  await expectSignInRefused(page, 'Please check your user name and password and then try again.');
  await submitSignIn(page, account, 'Fresh2026');
  await expect(page).toHaveURL(/\/home\/MyAccount/);

  // The link works once.
  await page.goto('/home?action=logout');
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await page.goto(resetPath);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Again2026');
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('Again2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByText('This reset link has expired or was already used. Please request a new one.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});

test('a reset for an unknown account says the account was not found', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('textbox', { name: 'Email address' }).fill('nobody@pledgethon.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();

  await expect(page.getByText('Sorry, we could not find that account')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'password-reset-unknown');
});
