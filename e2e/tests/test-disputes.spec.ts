import { demoUser, expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

test("an administrator plays the test bank's decision of two disputes on the money page: one won, one lost", async ({
  page,
  request,
  ownAccount,
  ownThon,
  openSignedIn,
}) => {
  const thon = await ownThon({
    event: { name: 'Disputed Fun Run' },
    participants: [{ firstName: 'Dana', lastName: 'Dash' }],
    disputedGifts: [4_000, 2_500],
  });
  const admin = await ownAccount({ firstName: 'Ada', lastName: 'Admin', roles: ['super_admin'] });
  // The test provider's sweep disputes both (and any other test payment of that card still undisputed).
  expect((await (await request.post('/e2e/test-disputes')).json()).Disputed).toBeGreaterThanOrEqual(2);

  await openSignedIn(admin.email, `/thon/${thon.eventCode}/money`);
  const disputes = page.getByTestId('money-disputes');
  await expect(disputes.getByRole('heading', { name: 'Disputes' })).toBeVisible();
  await expect(disputes.getByText('Test disputes', { exact: true })).toBeVisible();
  await expect(disputes.getByRole('row').filter({ hasText: 'Needs a response' })).toHaveCount(2);
  // Each amount and the $15.00 test fee withdrawn: $40.00 + $25.00 + 2 × $15.00.
  await expect(page.getByTestId('money-DisputesCents')).toContainText('$95.00');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'test-disputes-open');

  const decide = (amount: string, outcome: 'Won' | 'Lost') =>
    disputes
      .getByRole('button', { name: new RegExp(`dispute of \\${amount} opened .*: ${outcome}$`) })
      .click();
  await decide('$40.00', 'Won');
  await expect(page.getByTestId('dispute-decided')).toHaveText(
    "The test bank decided the dispute of $40.00: won. The amount and the test fee are back in the school's money.",
  );
  await expect(disputes.getByRole('row').filter({ hasText: '$40.00' })).toContainText(
    'Won: funds reinstated',
  );
  await expect(page.getByTestId('money-DisputesCents')).toContainText('$40.00');

  await decide('$25.00', 'Lost');
  await expect(page.getByTestId('dispute-decided')).toContainText('$25.00: lost');
  const lost = disputes.getByRole('row').filter({ hasText: '$25.00' });
  await expect(lost).toContainText('Lost: funds kept by the bank');
  await expect(lost.getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('money-DisputesCents')).toContainText('$40.00');
  await expect(page.getByTestId('dispute-decided')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'test-disputes-decided');
});

test("the demo's last autumn Thon shows a dispute won and one lost", async ({ page, openSignedIn }) => {
  await openSignedIn(demoUser('admin'), '/thon/MAPLE25/money');
  const disputes = page.getByTestId('money-disputes');
  await expect(disputes.getByRole('row').filter({ hasText: 'Won: funds reinstated' })).toHaveCount(1);
  await expect(disputes.getByRole('row').filter({ hasText: 'Lost: funds kept by the bank' })).toHaveCount(1);
  await expect(disputes.getByRole('button')).toHaveCount(0);
  // The lost dispute came after the Thon's payout: what it took is owed from the next one, not a minus.
  const pending = page.getByTestId('money-PendingCents');
  await expect(pending).toContainText('Owed from the next payout');
  await expect(pending).toContainText('$98.30');
  await expect(pending).not.toContainText('-');
  await saveScreenshot(page, 'test-disputes-demo');
});
