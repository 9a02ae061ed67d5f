import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

test('a vendor opens Orders with no refusal on the way', async ({ page, openSignedIn, ownAccount }) => {
  const vendor = await ownAccount({ firstName: 'Vera', lastName: 'Vendor', roles: ['vendor'] });
  const answers: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/')) answers.push({ url: response.url(), status: response.status() });
  });
  await openSignedIn(vendor.email, '/shop/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText('No orders.', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(answers.filter((answer) => answer.status === 403)).toEqual([]);
  await expect(page.getByRole('alert').filter({ hasText: 'access denied' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'shop-orders-vendor');
});
