import type { Page } from '@playwright/test';
import { OWN_ACCOUNT_PASSWORD, PLEDGE_THON } from '../own-accounts';
import { expect, saveScreenshot, test } from './fixtures';

/**
 * On a slow phone a page the server draws shows long before its script runs (decision 157). Someone
 * who types and taps in that time keeps what they typed, and no form sends anything until it can
 * send it right. Holds the page's script until the returned function lets it through.
 */
async function holdScript(page: Page, script: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/assets/${script}-*.js`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a donor who fills the form before its script runs keeps every answer and gives once it is ready', async ({
  page,
  ownThon,
}) => {
  const thon = await ownThon(PLEDGE_THON);
  await page.setViewportSize({ width: 390, height: 844 });
  const releaseScript = await holdScript(page, 'pledge');

  // The page's own script holds the load event back: the drawn form is there before it.
  await page.goto(`/event/${thon.eventCode}/pledge?participant=${thon.participants[0]?.id}`, {
    waitUntil: 'commit',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Pledge to Pat R.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount per lap' }).fill('2.50');
  await page.getByRole('textbox', { name: 'Most I will pay (optional)' }).fill('40');
  await page.getByRole('textbox', { name: 'First name' }).fill('Early');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Bird');
  await page.getByRole('textbox', { name: 'Email address' }).fill('early.bird@example.com');
  await page.getByRole('textbox', { name: 'Test card number' }).fill('4242 4242 4242 4242');
  const pledge = page.getByRole('button', { name: 'Pledge', exact: true });
  await expect(pledge).toBeDisabled();
  // Enter in a field asks the form to send: with its script not there yet, nothing leaves the page.
  await page.getByRole('textbox', { name: 'Email address' }).press('Enter');
  await expect(page).not.toHaveURL(/\?$|[?&]$/);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Early');
  await pledge.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'pledge-form-before-script', { fullPage: false });

  releaseScript();
  await expect(pledge).toBeEnabled();
  // What was typed is the form's own now: the preview reads the maximum, and a later keystroke
  // elsewhere leaves every other answer as it was.
  await expect(page.getByText('You pay at most $40.00.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Last name' }).press('End');
  await page.keyboard.type('s');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Early');
  await expect(page.getByRole('textbox', { name: 'Amount per lap' })).toHaveValue('2.50');

  await pledge.click();
  await expect(page.getByRole('heading', { name: 'Thank you, Early!' })).toBeVisible();
  await expect(page.getByText('We emailed your receipt to early.bird@example.com.')).toBeVisible();
  await saveScreenshot(page, 'pledge-form-after-early-answers', { fullPage: false });
});

test("a sign-in sent before the home page's script runs waits, and never puts the password in the address", async ({
  page,
  ownAccount,
}) => {
  const parent = await ownAccount({ roles: ['parent'] });
  const releaseScript = await holdScript(page, 'home');
  await page.goto('/home', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Username' }).fill(parent.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(OWN_ACCOUNT_PASSWORD);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Password' }).press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  releaseScript();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/home/);
  expect(page.url()).not.toContain(OWN_ACCOUNT_PASSWORD);
});
