import { demoUser, expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

test("a franchise's user connects its payouts through the test onboarding", async ({
  page,
  ownAccount,
  openSignedIn,
}) => {
  const name = `Prairie Fun Runs ${Date.now().toString(36)}`;
  const user = await ownAccount({ firstName: 'Fran', lastName: 'Chise', franchisee: name });

  await openSignedIn(user.email, '/home/MyAccount');
  await page.getByRole('link', { name: 'Open franchisees' }).click();
  const payouts = page.getByRole('article', { name }).getByRole('region', { name: 'Payouts' });
  await expect(payouts.getByTestId('payouts-state')).toContainText(
    "Not connected yet. The franchise's commission stays with the platform",
  );
  await expect(payouts.getByText('Test payments')).toBeVisible();
  await saveScreenshot(page, 'franchisee-payouts-not-connected');
  await expectNoAxeViolations(page);
  await payouts.getByRole('button', { name: 'Connect payouts' }).click();

  await expect(page).toHaveURL(/\/account\/franchisees\/test-onboarding$/);
  await expect(page.getByText('TEST: no money moves')).toBeVisible();
  await expect(page.getByText(`Franchise: ${name}`)).toBeVisible();
  await saveScreenshot(page, 'franchisee-payouts-test-onboarding');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Finish test onboarding' }).click();

  await expect(page).toHaveURL(/\/account\/franchisees\?payouts=returned$/);
  await expect(payouts.getByTestId('payouts-state')).toContainText(
    "Connected. The franchise's commission on each charge is paid to the franchise's account.",
  );
  await expect(payouts.getByText('Receives the commission: Yes')).toBeVisible();
  await expect(payouts.getByRole('button')).toHaveCount(0);
  await saveScreenshot(page, 'franchisee-payouts-connected');
  await expectNoAxeViolations(page);
});

test("the demo franchise's payouts are connected", async ({ page, openSignedIn }) => {
  await openSignedIn(demoUser('franchisee'), '/account/franchisees');
  const payouts = page
    .getByRole('article', { name: 'Great Lakes Fundraising' })
    .getByRole('region', { name: 'Payouts' });
  await expect(payouts.getByTestId('payouts-state')).toContainText('Connected.');
  await saveScreenshot(page, 'franchisee-payouts-demo');
});
