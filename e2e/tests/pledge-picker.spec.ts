import { expect } from '@playwright/test';
import { MONEY_THON } from '../own-accounts';
import { expectNoAxeViolations, saveScreenshot, test } from './fixtures';

// Nothing is submitted: the Thons these tests open keep their pledges as the other tests expect them.

test("an organiser entering a donor's pledge must pick one of the Thon's participants", async ({
  page,
  openSignedIn,
  ownThon,
}) => {
  const thon = await ownThon(MONEY_THON);
  await openSignedIn(thon.organizer?.email ?? '', `/event/${thon.eventCode}/pledge`);
  await expect(page.getByRole('radio', { name: 'A participant I choose' })).toBeChecked();
  await page.getByRole('button', { name: 'Pledge', exact: true }).click();
  const summary = page.getByRole('main').getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('A participant must be selected');
  // The browser's own list: searchable by typing, and native on phones.
  const picker = page.getByRole('combobox', { name: 'Participant' });
  await expect(picker).toHaveAttribute('aria-invalid', 'true');
  await expect(picker.getByRole('option')).toHaveCount(MONEY_THON.participants.length);
  await picker.selectOption({ label: 'Ben Cedar (Bookworms)' });
  await expect(page.getByRole('heading', { level: 1, name: 'Pledge to Ben C.' })).toBeVisible();
  await expect(page.getByText('A participant must be selected')).toBeHidden();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'pledge-picker-organiser');
});

test("a parent enters a donor's pledge from a child's card, choosing among their own children only", async ({
  page,
  signIn,
}) => {
  await signIn('parent');
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await page.getByRole('link', { name: 'Enter a pledge for a donor' }).first().click();
  await expect(page).toHaveURL(/\/parent\/mypledges\?pledge=/);
  await expect(page.getByRole('heading', { level: 1, name: /^Pledge to / })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Participant' });
  await expect(picker.getByRole('option')).toHaveCount(2);
  await expect(picker.getByRole('option', { name: /^Emma / })).toHaveCount(1);
  await expect(picker.getByRole('option', { name: /^Noah / })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'pledge-picker-parent');
});
