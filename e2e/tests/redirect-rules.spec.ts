import { demoUser, expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

test('a vendor visiting a page outside the shop is sent to the shop', async ({ page, signIn }) => {
  await signIn('vendor');

  for (const path of ['/home/MyAccount', '/parent/dashboard', '/event/MAPLE26', '/home']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/shop$/);
  }
});

test('a parent who is not a participant visiting the shop is sent to the parent dashboard', async ({
  page,
  signIn,
}) => {
  await signIn('parent');

  for (const path of ['/shop', '/home/MyAccount', '/account/access-codes']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/parent\/dashboard$/);
  }
  await page.getByRole('link', { name: 'Participants', exact: true }).click();
  await expect(page).toHaveURL(/\/parent\/addparticipant$/);
  await expect(page.getByText('2 of 9 participants')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'parent-add-participant');

  await page.getByRole('link', { name: 'Pledges', exact: true }).click();
  await expect(page).toHaveURL(/\/parent\/mypledges$/);
  await expect(page.getByText('Raised by all your participants')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'parent-my-pledges');
});

test('the shop tabs follow the URL hash', async ({ page, openSignedIn }) => {
  await openSignedIn(demoUser('vendor'), '/shop#race-equipment');

  await expect(page.getByRole('tab', { name: 'Race Equipment' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Lap counter clicker' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Finisher medal' })).toBeHidden();

  await page.getByRole('tab', { name: 'Awards' }).click();
  await expect(page).toHaveURL(/\/shop#awards$/);
  await expect(page.getByRole('heading', { name: 'Finisher medal' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'shop-awards');
});

test('pages for staff only tell other roles they have no access', async ({ page, openSignedIn }) => {
  await openSignedIn(demoUser('tester'), '/admin/messages');

  await expect(
    page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
