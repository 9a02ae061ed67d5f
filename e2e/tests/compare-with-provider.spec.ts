import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

test('an administrator compares the last 7 days with the provider and finds a payout the bank returned', async ({
  page,
  ownAccount,
  ownThon,
  openSignedIn,
}) => {
  const thon = await ownThon({
    event: { name: 'Returned Payout Fun Run' },
    organizer: true,
    returnedPayout: 12_345,
  });
  const admin = await ownAccount({ firstName: 'Ada', lastName: 'Admin', roles: ['super_admin'] });

  // The organiser sees the Thon's reconciliation, not the administrator's comparison.
  await openSignedIn(thon.organizer?.email ?? '', `/thon/${thon.eventCode}/money`);
  await expect(page.getByTestId('money-reconciliation')).toBeVisible();
  await expect(page.getByTestId('compare-with-provider')).toHaveCount(0);

  await openSignedIn(admin.email, `/thon/${thon.eventCode}/money`);
  const compare = page.getByTestId('compare-with-provider');
  await expect(compare.getByRole('heading', { name: 'Compare with the provider' })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.parse(today) - 6 * 86_400_000).toISOString().slice(0, 10);
  await expect(compare.getByLabel('From')).toHaveValue(weekAgo);
  await expect(compare.getByLabel('To')).toHaveValue(today);

  // A period ending before it starts is refused in the form.
  await compare.getByLabel('To').fill(new Date(Date.parse(weekAgo) - 86_400_000).toISOString().slice(0, 10));
  await compare.getByRole('button', { name: 'Compare with the provider' }).click();
  await expect(compare.getByText('The "To" day cannot be before the "From" day.')).toBeVisible();
  await compare.getByLabel('To').fill(today);

  await compare.getByRole('button', { name: 'Compare with the provider' }).click();
  const answer = compare.getByTestId('compare-answer');
  // Other tests' Thons share the period: at least this Thon's two differences are found.
  await expect(answer).toContainText(
    /^\d+ differences from \w+ \d{1,2}, \d{4} to \w+ \d{1,2}, \d{4}, across all Thons\./,
  );
  await expect(answer).toBeFocused();
  await answer.getByRole('link', { name: "This Thon's differences" }).click();
  await expect(page).toHaveURL(/#money-reconciliation$/);

  const reconciliation = page.getByTestId('money-reconciliation');
  await expect(reconciliation).toContainText(
    /Reconciled with the provider up to \w+ \d{1,2}, \d{4}: 2 differences/,
  );
  const received = reconciliation
    .getByRole('row')
    .filter({ hasText: "Payout received by the school's bank" });
  await expect(received).toContainText('Not at the provider');
  await expect(received).toContainText('$123.45');
  const returned = reconciliation
    .getByRole('row')
    .filter({ hasText: "Payout returned by the school's bank" });
  await expect(returned).toContainText('Not in the ledger');
  await expect(returned).toContainText('$123.45');
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'compare-with-provider');
});
