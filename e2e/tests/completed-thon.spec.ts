import { expect } from '@playwright/test';
import { demoUser, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

// The demo's completed Thon is only read here: its charges and collections stay as the seed made them.
test("the franchisee follows last autumn's charged Thon: collected totals, paid and failed pledges", async ({
  page,
  openSignedIn,
}) => {
  test.setTimeout(60_000);
  await openSignedIn(demoUser('franchisee'), '/home/MyAccount');
  await page.getByRole('link', { name: 'Dashboard: Fall Fun Run 2025 at Maple Elementary' }).click();
  await expect(page).toHaveURL(/\/thon\/MAPLE25\/dashboard$/);
  await expect(page.getByTestId('total-collected')).toHaveText(/^\$[1-9][\d,]*\.\d\d$/);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'completed-thon-dashboard');

  await page.goto('/thon/MAPLE25/collections');
  await expect(page.getByTestId('total-collected')).toHaveText(/^\$[1-9][\d,]*\.\d\d$/);
  await expect(page.getByTestId('total-outstanding')).toHaveText(/^\$[1-9][\d,]*\.\d\d$/);
  await saveScreenshot(page, 'completed-thon-collections');

  await page.goto('/thon/MAPLE25/pledges');
  await expect(page.getByRole('cell', { name: 'Paid' }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Progress' }).click();
  await page.getByRole('option', { name: 'Payment failed' }).click();
  await expect(page.getByRole('cell', { name: 'Payment failed' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Paid' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'completed-thon-pledges');
});
