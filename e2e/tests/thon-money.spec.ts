import { PLEDGE_THON } from '../own-accounts';
import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

test("a donor's card gift shows on the organiser's money page, and its statement downloads", async ({
  page,
  openSignedIn,
  ownThon,
}) => {
  const thon = await ownThon(PLEDGE_THON);
  await page.goto(`/event/${thon.eventCode}/pledge?participant=${thon.participants[0]?.id}`);
  await page.getByText('One-time gift').click();
  await page.getByRole('button', { name: '$50.00' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Mona');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Money');
  await page.getByRole('textbox', { name: 'Email address' }).fill('mona.money@example.com');
  await page.getByRole('textbox', { name: 'Test card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Give $50.00' }).click();
  await expect(page.getByText('Your card was charged $50.00.')).toBeVisible();

  await openSignedIn(thon.organizer?.email ?? '', `/thon/${thon.eventCode}/participants`);
  await page
    .getByRole('navigation', { name: PLEDGE_THON.event.name })
    .getByRole('link', { name: 'Money' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/thon/${thon.eventCode}/money$`));
  await expect(page).toHaveTitle('Money · PledgeThon');
  await expect(page.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible();
  // $50 charged; the test provider keeps 2.9% + 30¢; no franchisee, no platform fee.
  await expect(page.getByTestId('money-ChargedCents')).toContainText('$50.00');
  await expect(page.getByTestId('money-ProcessingFeesCents')).toContainText('$1.75');
  await expect(page.getByTestId('money-NetToSchoolCents')).toContainText('$48.25');
  await expect(page.getByTestId('money-PendingCents')).toContainText('$48.25');
  await expect(page.getByText('No payout yet.')).toBeVisible();
  // The demo's daily reconciliation reached yesterday, and found nothing amiss for this Thon.
  await expect(page.getByTestId('money-reconciliation')).toContainText(
    /Reconciled with the provider up to \w+ \d{1,2}, \d{4}: no difference/,
  );
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'thon-money');

  for (const format of ['CSV', 'XLSX']) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download statement (${format})` }).click();
    expect((await download).suggestedFilename()).toBe(`${thon.eventCode}-statement.${format.toLowerCase()}`);
  }
});
