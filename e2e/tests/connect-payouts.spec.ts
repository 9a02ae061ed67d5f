import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

test('an organiser connects payouts through the test onboarding, and the Thon then takes card pledges', async ({
  page,
  ownThon,
  openSignedIn,
}) => {
  const thon = await ownThon({
    organizer: true,
    unconnectedPayouts: true,
    participants: [{ firstName: 'Ada', lastName: 'Runner' }],
  });
  if (!thon.organizer) throw new Error('no organiser');

  // Until the bank is connected, the pledge form says plainly that cards are not taken yet.
  await page.goto(`/event/${thon.eventCode}/pledge`);
  await expect(page.getByText('This Thon is not taking card pledges yet')).toBeVisible();
  await saveScreenshot(page, 'payouts-pledge-form-waits');

  await openSignedIn(thon.organizer.email, `/thon/${thon.eventCode}/settings`);
  const payouts = page.getByRole('region', { name: 'Payouts' });
  await expect(payouts.getByTestId('payouts-state')).toContainText('Not connected yet');
  await expect(payouts.getByText('Test payments')).toBeVisible();
  await saveScreenshot(page, 'payouts-not-connected');
  await payouts.getByRole('button', { name: 'Connect payouts' }).click();

  await expect(page).toHaveURL(new RegExp(`/thon/${thon.eventCode}/test-onboarding$`));
  await expect(page.getByText('TEST: no money moves')).toBeVisible();
  await saveScreenshot(page, 'payouts-test-onboarding');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Finish test onboarding' }).click();

  await expect(page).toHaveURL(new RegExp(`/thon/${thon.eventCode}/settings\\?payouts=returned$`));
  await expect(payouts.getByTestId('payouts-state')).toContainText('Connected. The Thon takes card pledges');
  await expect(payouts.getByText('Takes card pledges: Yes')).toBeVisible();
  await saveScreenshot(page, 'payouts-connected');
  await expectNoAxeViolations(page);

  await page.goto(`/event/${thon.eventCode}/pledge`);
  await expect(page.getByText('This Thon is not taking card pledges yet')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /pledge/i }).first()).toBeVisible();
});
