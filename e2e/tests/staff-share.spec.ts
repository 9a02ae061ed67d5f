import { OWN_ACCOUNTS, OWN_THON } from '../own-accounts';
import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

// An address unique to this run: one already invited for the participant is not invited again.
const run = Date.now().toString(36);

test("an organiser shares a participant's page from the participants list", async ({ page, signIn }) => {
  test.setTimeout(60_000);
  await signIn(OWN_ACCOUNTS.thonOrganizer.email.replace(/@.*$/, ''));
  await page.goto(`/thon/${OWN_THON.eventCode}/participants`);
  await page.getByRole('button', { name: 'Share Casey Runner’s page' }).click();
  const dialog = page.getByRole('dialog', { name: /Casey Runner/ });
  await expect(dialog.getByTestId('share-counter')).not.toBeEmpty();
  const emails = dialog.getByRole('combobox', { name: 'E-mail addresses' });
  await emails.fill(`casey.grandpa.${run}@example.com`);
  await emails.press('Enter');
  await dialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Email sent.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'staff-share-participant');
});
