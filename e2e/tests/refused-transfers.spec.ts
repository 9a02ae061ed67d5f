import { demoUser, expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

const REASON =
  'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments';

test("an administrator asks a refused commission again, and the franchise's payouts card shows it paid", async ({
  page,
  request,
  ownAccount,
  ownThon,
  openSignedIn,
}) => {
  const name = `Dune Fun Runs ${Date.now().toString(36)}`;
  const franchise = await ownAccount({ firstName: 'Fran', lastName: 'Dune', franchisee: name });
  const thon = await ownThon({
    event: { name: 'Refused Fun Run' },
    participants: [{ firstName: 'Rory', lastName: 'Runner' }],
    refusedCommission: { franchiseeEmail: franchise.email, reason: REASON },
  });
  const admin = await ownAccount({ firstName: 'Ada', lastName: 'Admin', roles: ['super_admin'] });

  // The franchise is owed its $20.00 commission: the provider refused it.
  await openSignedIn(franchise.email, '/account/franchisees');
  const payouts = page.getByRole('article', { name }).getByRole('region', { name: 'Payouts' });
  const commission = payouts.getByTestId('payouts-commission');
  await expect(commission).toContainText('Commission paid to the account: $0.00');
  await expect(commission).toContainText('Commission owed, paid once the account can receive it: $20.00');
  await saveScreenshot(page, 'refused-commission-owed');

  await openSignedIn(admin.email, `/thon/${thon.eventCode}/money`);
  const refused = page.getByTestId('money-refused');
  await expect(refused.getByRole('heading', { name: 'Refused by the payment provider' })).toBeVisible();
  await expect(refused.getByRole('row').filter({ hasText: 'Transfer: the commission' })).toContainText(
    REASON,
  );
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'refused-transfers-money');

  await refused.getByRole('button', { name: 'Ask again: Transfer: the commission, $20.00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask the payment provider again?' });
  await expect(dialog).toContainText('Ask again only once the cause is fixed at the payment provider');
  await saveScreenshot(page, 'refused-transfers-confirm', { fullPage: false });
  await dialog.getByRole('button', { name: 'Ask again' }).click();
  await expect(page.getByTestId('ask-again-result')).toHaveText(
    'Asked again. Transfer: the commission of $20.00 is asked of the payment provider at the next run of the transfers, within a minute.',
  );
  await expect(refused.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'refused-transfers-asked-again');

  // The transfers worker's next run makes it; the money page lists nothing refused any more.
  expect((await request.post('/e2e/charge-transfers')).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('money-ChargedCents')).toContainText('$100.00');
  await expect(page.getByTestId('money-refused')).toHaveCount(0);

  await openSignedIn(franchise.email, '/account/franchisees');
  await expect(commission).toContainText('Commission paid to the account: $20.00');
  await expect(commission).toContainText('Commission owed, paid once the account can receive it: $0.00');
  await saveScreenshot(page, 'refused-commission-paid');
});

test("the demo's last autumn Thon lists its refused commission, and the franchise sees it owed", async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn(demoUser('admin'), '/thon/MAPLE25/money');
  const refused = page.getByTestId('money-refused');
  await expect(refused.getByRole('row').filter({ hasText: 'Transfer: the commission' })).toContainText(
    'capabilities enabled',
  );
  await expect(
    refused.getByRole('button', { name: /^Ask again: Transfer: the commission, \$\d+\.\d\d$/ }),
  ).toBeVisible();
  await saveScreenshot(page, 'refused-transfers-demo');

  await openSignedIn(demoUser('franchisee'), '/account/franchisees');
  const commission = page
    .getByRole('article', { name: 'Great Lakes Fundraising' })
    .getByTestId('payouts-commission');
  await expect(commission).toContainText(/Commission paid to the account: \$[\d,]+\.\d\d/);
  await expect(commission).toContainText(
    /Commission owed, paid once the account can receive it: \$[1-9][\d,]*\.\d\d/,
  );
  await saveScreenshot(page, 'refused-commission-demo');
});
