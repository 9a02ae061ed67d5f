import { type Browser, expect, type Page } from '@playwright/test';
import { OWN_ACCOUNT_PASSWORD, PLEDGE_THON } from '../own-accounts';
import type { OwnThon } from '../own-data-routes';
import {
  DEMO_PASSWORD,
  demoUser,
  expectNoAxeViolations,
  saveScreenshot,
  submitSignIn,
  test,
} from './fixtures';

/** A guest pledges $2 a lap (a suggested amount) to the Thon's runner with one of the test provider's cards. */
async function pledgePerLap(
  page: Page,
  thon: OwnThon,
  donor: { first: string; email: string },
  card: string,
) {
  await page.goto(`/event/${thon.eventCode}/pledge?participant=${thon.participants[0]?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pledge to Pat R.' })).toBeVisible();
  await page.getByRole('button', { name: '$2.00' }).click();
  // The Thon's own average of results (20 laps) is the expected count.
  await expect(page.getByText('At 20 laps you pay $40.00.')).toBeVisible();
  await expect(page.getByText('You pay at most $70.00.')).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill(donor.first);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Donor');
  await page.getByRole('textbox', { name: 'Email address' }).fill(donor.email);
  await expect(page.getByText('Test payments: no real card is charged')).toBeVisible();
  await page.getByRole('textbox', { name: 'Test card number' }).fill(card);
}

/** The super administrator reads the newest pledge e-mail to `email` and answers its link's path. */
async function pledgeLinkFromOutbox(browser: Browser, email: string, subject: RegExp): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await admin.goto('/home');
  await submitSignIn(admin, demoUser('admin'), DEMO_PASSWORD);
  await expect(admin).toHaveURL(/\/home\/MyAccount/);
  await admin.goto('/admin/messages');
  const message = admin.getByRole('button', { name: new RegExp(`${subject.source}.*To: ${email}`) }).first();
  await expect(async () => {
    await admin.reload();
    await expect(message).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await message.click();
  const link = admin.getByRole('link', { name: /\/pledge\/[A-Za-z0-9_-]{43}/ }).first();
  const href = await link.getAttribute('href');
  await context.close();
  if (!href) throw new Error('the e-mail has no pledge link');
  return new URL(href).pathname;
}

test('a donor pledges per lap on a phone with the test provider', async ({ page, ownThon }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await pledgePerLap(
    page,
    await ownThon(PLEDGE_THON),
    { first: 'Dana', email: 'dana.donor@example.com' },
    '4242 4242 4242 4242',
  );
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'pledge-form-phone');
  await page.getByRole('button', { name: 'Pledge', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Dana!' })).toBeVisible();
  await expect(page.getByText('Pledge submitted.')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'pledge-thanks-phone');
});

test('a refused card is charged after completion, the donor is e-mailed and pays through the link', async ({
  page,
  browser,
  ownThon,
}) => {
  test.setTimeout(240_000);
  const thon = await ownThon(PLEDGE_THON);
  // One card that pays when the Thon is completed, and one that is refused.
  await pledgePerLap(page, thon, { first: 'Dana', email: 'dana.donor@example.com' }, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pledge', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Dana!' })).toBeVisible();
  const email = 'fran.fails@example.com';
  await pledgePerLap(page, thon, { first: 'Fran', email }, '4000 0000 0000 0341');
  await page.getByRole('button', { name: 'Pledge', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Fran!' })).toBeVisible();

  const organizer = await (await browser.newContext()).newPage();
  await organizer.goto('/home');
  await submitSignIn(organizer, thon.organizer?.email ?? '', OWN_ACCOUNT_PASSWORD);
  await expect(organizer).not.toHaveURL(/\/home(\?.*)?$/);
  await organizer.goto(`/thon/${thon.eventCode}/settings`);
  await organizer.getByRole('button', { name: 'Mark completed' }).click();
  await organizer.getByRole('dialog').getByRole('button', { name: 'Mark completed' }).click();
  await expect(
    organizer
      .getByText(
        'Thon completed. Its pledges are being charged now: usually within minutes, at most 2 hours.',
      )
      .first(),
  ).toBeVisible();

  const payPath = await pledgeLinkFromOutbox(browser, email, /payment needed/);
  await organizer.goto(`/thon/${thon.eventCode}/pledges`);
  await expect(
    organizer.getByText(
      'Action complete but some pledges may have issues. Please click on pledges tab to review.',
    ),
  ).toBeVisible();
  await expect(organizer.getByText('Payment failed').first()).toBeVisible();
  await expect(organizer.getByText('Paid').first()).toBeVisible();
  await expectNoAxeViolations(organizer);
  await saveScreenshot(organizer, 'pledges-tab-failed');

  await page.goto(payPath);
  await expect(page.getByText('We could not charge your card. $40.00 is due.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Test card number' }).fill('4242424242424242');
  await page.getByRole('button', { name: 'Pay $40.00' }).click();
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'pledge-paid-through-link');
});
