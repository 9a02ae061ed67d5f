import { demoUser, expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';
import { acceptAsNewPerson } from './outbox';

test('a vendor invites a user to its account and removes them again once they joined', async ({
  page,
  browser,
  openSignedIn,
}) => {
  test.slow();
  const email = `packer.${Date.now().toString(36)}@pledgethon.test`;
  await openSignedIn(demoUser('vendor'), '/shop/vendorusers');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor users' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'First name' }).fill('Pat');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Packer');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  // Listed once they accept the e-mailed link, not before.
  const row = page.getByRole('row', { name: /Pat Packer/ });
  await expect(row).toHaveCount(0);
  await acceptAsNewPerson(browser, { to: email, place: 'Finish Line Supply' });
  await page.reload();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('invited');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'shop-vendor-users');

  await row.getByRole('button', { name: 'Remove Pat Packer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Pat Packer?' });
  await expect(confirm).toContainText('is signed out at once');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(row).toHaveCount(0);
});

test("a franchisee weighs a Thon's profit in the calculator, with its chart", async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn(demoUser('franchisee'), '/shop/reports/calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Profit calculator' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('textbox', { name: 'Pledges raised' })).not.toHaveValue('');
  await expect(page.getByText('Where the money goes')).toBeVisible();
  await expect(page.getByText('Franchisee profit').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'shop-profit-calculator');
});

test("a franchisee's calendar shows a week", async ({ page, openSignedIn }) => {
  await openSignedIn(demoUser('franchisee'), '/shop/franchiseecalendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('columnheader')).toHaveCount(7);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'shop-franchisee-calendar-week');
});
