import type { APIRequestContext } from '@playwright/test';
import { stripeSitePort } from '../ports';
import { expect } from './fixtures';
import type { NewSchool, Onboarding } from './new-school';

const stripeSite = `http://127.0.0.1:${stripeSitePort}`;

/**
 * Stripe's hosted Express onboarding as the organiser sees it, small enough to read: one page on
 * connect.stripe.com whose "Agree and submit" (a link: the page sends nothing of its own) finishes
 * the account at the Stripe stand-in, which tells the site by `account.updated` and sends the
 * organiser back to the Thon's settings (stripe-stand-in-routes.ts).
 */
export const stripeOnboarding: Onboarding = {
  prepare: (page) =>
    page.route('https://connect.stripe.com/setup/e/**', (route) => {
      const [, account] = /\/setup\/e\/(acct_\w+)\//.exec(route.request().url()) ?? [];
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Stripe Express</title></head>
<body style="font: 16px sans-serif; margin: 2rem"><main>
<h1>Set up payouts with Stripe</h1>
<p>Business details, bank account and identity are already filled in for this test account.</p>
<p><a href="${stripeSite}/e2e/stripe/onboarding/${account}">Agree and submit</a></p>
</main></body></html>`,
      });
    }),
  finish: async (page, school) => {
    await expect(page).toHaveURL(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/);
    await page.getByRole('link', { name: 'Agree and submit' }).click();
    await expect(page).toHaveURL(new RegExp(`/thon/${school.eventCode}/settings`));
  },
};

/**
 * Stripe's payout schedule comes round for the school's account: once the completed Thon's charges
 * and their transfers are through, the stand-in pays out what is available there and tells the site
 * by a signed `payout.paid`. Asked until the money is all there: the charging and the transfers are
 * the site's workers', seconds after the completion.
 */
export async function stripePaysOut(request: APIRequestContext, school: NewSchool): Promise<number> {
  let paidCents = 0;
  await expect(async () => {
    const response = await request.post('/e2e/stripe/payouts', { data: { EventCode: school.eventCode } });
    expect(response.status(), await response.text()).toBe(200);
    paidCents = (await response.json()).AmountCents;
  }).toPass({ timeout: 60_000 });
  return paidCents;
}
