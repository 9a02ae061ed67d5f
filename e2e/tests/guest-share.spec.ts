import { OWN_GUEST_SHARE } from '../own-accounts';
import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

// Addresses unique to this run: an address already invited for the participant is not invited again.
const run = Date.now().toString(36);

test("a donor asks friends to sponsor too, from their pledge's link, without signing in", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto(`/pledge/${OWN_GUEST_SHARE.pledgeToken}`);
  const card = page.getByRole('region', { name: /^Ask friends to sponsor Sam S\.? too$/ });
  await expect(card).toBeVisible();

  const emails = card.getByRole('combobox', { name: 'E-mail addresses' });
  await expect(card.getByText('Up to 10 addresses.', { exact: false })).toBeVisible();
  await emails.fill('not-an-address');
  await emails.press('Enter');
  await card.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(card.getByText('Message not sent. Please enter in valid email format.')).toBeVisible();
  await emails.press('Backspace');
  await emails.fill(`pal.${run}@example.com`);
  await emails.press('Enter');
  await card.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Email sent.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'guest-share-email-sent');

  // The same friend again: nobody is invited twice for one participant.
  await emails.fill(`pal.${run}@example.com`);
  await emails.press('Enter');
  await card.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(card.getByText('You have already invited this person.')).toBeVisible();

  await card.getByRole('tab', { name: 'Text message' }).click();
  const numbers = card.getByRole('combobox', { name: 'Mobile numbers' });
  await expect(card.getByText('Up to 5 US mobile numbers.', { exact: false })).toBeVisible();
  await numbers.fill('3125550177');
  await numbers.press('Enter');
  await expect(card.getByText('(312) 555-0177')).toBeVisible();
  await card.getByRole('button', { name: 'Send text messages' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Text messages sent.' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'guest-share-text-sent-phone');
});
