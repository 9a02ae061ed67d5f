import type { Page } from '@playwright/test';
import { PLEDGE_THON } from '../own-accounts';
import { stripeSitePort } from '../ports';
import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';
import { serveStripeStandIn, stripeCardField } from './stripe-js-stand-in';

// The site with Stripe taking the cards, as its own server sends it: its headers, its pledge form.
test.use({ baseURL: `http://127.0.0.1:${stripeSitePort}` });

/** Every message in which the browser reports a request its page's policy refused. */
function policyRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusals.push(message.text());
  });
  return refusals;
}

/** Opens the Thon's pledge form for its runner and fills a $25 gift from Dana, up to the card. */
async function startGift(page: Page, eventCode: string, participantId: string) {
  await page.goto(`/event/${eventCode}/pledge?participant=${participantId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pledge to Pat R.' })).toBeVisible();
  await page.getByText('One-time gift', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Gift amount' }).fill('25');
  await page.getByRole('textbox', { name: 'First name' }).fill('Dana');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Donor');
  await page.getByRole('textbox', { name: 'Email address' }).fill('dana.donor@example.com');
  await expect(page.getByText('Test payments: no real card is charged')).toHaveCount(0);
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`a donor on a ${device} types a card into Stripe's own field and the gift is paid`, async ({
    page,
    ownThon,
  }) => {
    const refusals = policyRefusals(page);
    const stripe = await serveStripeStandIn(page);
    const thon = await ownThon(PLEDGE_THON);
    await page.setViewportSize(viewport);
    await startGift(page, thon.eventCode, thon.participants[0]?.id ?? '');

    await stripeCardField(page).fill('4242 4242 4242 4242');
    await saveScreenshot(page, `stripe-card-${device}`, { fullPage: false });
    await page.getByRole('button', { name: /^Give \$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Dana!' })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `stripe-card-paid-${device}`, { fullPage: false });
    // The script, the card's frame and the payment method came from Stripe's origins, none refused.
    expect([...stripe.asked].sort()).toEqual(['https://api.stripe.com', 'https://js.stripe.com']);
    expect(refusals).toEqual([]);
  });
}

test("a card Stripe declines is named beside the button, and the donor's next card pays", async ({
  page,
  ownThon,
}) => {
  const refusals = policyRefusals(page);
  await serveStripeStandIn(page);
  const thon = await ownThon(PLEDGE_THON);
  await startGift(page, thon.eventCode, thon.participants[0]?.id ?? '');

  await stripeCardField(page).fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Give \$/ }).click();
  const summary = page.getByRole('main').getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Your card was declined. Please try another card.');
  await saveScreenshot(page, 'stripe-card-declined', { fullPage: false });

  await stripeCardField(page).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Give \$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Dana!' })).toBeVisible();
  expect(refusals).toEqual([]);
});
