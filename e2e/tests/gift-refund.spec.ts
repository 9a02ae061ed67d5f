import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { OWN_ACCOUNT_PASSWORD, OWN_GIFT_THON } from '../own-accounts';
import { expect, expectNoAxeViolations, saveScreenshot, submitSignIn, test } from './fixtures';
import { readLinkFromOutbox } from './outbox';

const giftPath = `/event/${OWN_GIFT_THON.eventCode}/pledge?participant=${OWN_GIFT_THON.participantId}`;

/** A donor gives $50 with the test card that pays; answers the receipt link e-mailed to them. */
async function giveFiftyAndReadReceipt(
  page: Page,
  browser: Browser,
  donor: { first: string; email: string },
) {
  await page.goto(giftPath);
  await page.getByText('One-time gift').click();
  await page.getByRole('button', { name: '$50.00' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill(donor.first);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Refund');
  await page.getByRole('textbox', { name: 'Email address' }).fill(donor.email);
  await page.getByRole('textbox', { name: 'Test card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Give $50.00' }).click();
  await expect(page.getByText('Your card was charged $50.00.')).toBeVisible();
  return readLinkFromOutbox(browser, {
    subject: `Your pledge to ${OWN_GIFT_THON.organization}`,
    to: donor.email,
    link: /\/pledge\/[A-Za-z0-9_-]{43}/,
  });
}

test('a donor lowers a paid gift, then cancels it, from the receipt link, and the organiser sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const receiptPath = await giveFiftyAndReadReceipt(page, browser, {
    first: 'Rory',
    email: 'rory.refund@example.com',
  });
  await page.goto(receiptPath);
  await expect(
    page.getByRole('heading', { level: 1, name: `Your pledge to ${OWN_GIFT_THON.name}` }),
  ).toBeVisible();
  await expect(page.getByText('One-time gift of $50.00')).toBeVisible();
  await expect(
    page.getByText('Lowering or cancelling it refunds the difference to your card.'),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Gift amount' }).fill('20');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pledge updated.')).toBeVisible();
  await expect(page.getByText('One-time gift of $20.00')).toBeVisible();
  await expect(page.getByText('State: Updated')).toBeVisible();
  await expect(page.getByText('Refunded to your card: $30.00 of the $50.00 you paid.')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'gift-lowered-refund');
  // The refund has its own receipt, with the donor's link again.
  await readLinkFromOutbox(browser, {
    subject: `Your gift to ${OWN_GIFT_THON.organization}: refunded`,
    to: 'rory.refund@example.com',
    link: /\/pledge\/[A-Za-z0-9_-]{43}/,
  });
  // The year's giving statement downloads as a PDF from the same page.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download \d{4}$/ }).click();
  const statement = await download;
  expect(statement.suggestedFilename()).toMatch(/^giving-statement-\d{4}\.pdf$/);
  expect((await readFile(await statement.path())).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Cancel my pledge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this pledge?' });
  await expect(dialog.getByText('Your gift will be refunded to your card.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel pledge' }).click();
  await expect(page.getByText('Pledge cancelled.')).toBeVisible();
  await expect(page.getByText('State: Cancelled')).toBeVisible();
  await expect(page.getByText('Refunded to your card: $50.00 of the $50.00 you paid.')).toBeVisible();
  await expect(page.getByText('This pledge can no longer be changed.')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'gift-cancelled-refund');

  const organizer = await (await browser.newContext()).newPage();
  await organizer.goto('/home');
  await submitSignIn(organizer, OWN_GIFT_THON.organizer.email, OWN_ACCOUNT_PASSWORD);
  await expect(organizer).not.toHaveURL(/\/home(\?.*)?$/);
  await organizer.goto(`/thon/${OWN_GIFT_THON.eventCode}/pledges`);
  const row = organizer.getByRole('row', { name: /Rory Refund/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Cancelled')).toBeVisible();
  await expectNoAxeViolations(organizer);
  await saveScreenshot(organizer, 'gift-refunded-pledges-tab');
});

test('a donor reading Spanish who tries to raise a paid gift is told in Spanish to make another gift', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const receiptPath = await giveFiftyAndReadReceipt(page, browser, {
    first: 'Sol',
    email: 'sol.raise@example.com',
  });
  // The receipt's link asks for the language the gift was made in; the donor then chooses Spanish.
  await page.goto(receiptPath);
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Tu promesa a ${OWN_GIFT_THON.name}` }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Cantidad de la donación' }).fill('60');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText(
      'Una donación ya pagada se puede reducir o cancelar aquí. Para dar más, haz otra donación.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Donación única de $50.00')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'gift-raise-refused-es');
});
