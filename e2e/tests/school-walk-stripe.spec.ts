import { stripeSitePort } from '../ports';
import { expect, saveScreenshot, test } from './fixtures';
import {
  completeThon,
  connectPayouts,
  createThon,
  enterResults,
  importRoster,
  newSchool,
  shareChildPage,
  signUpAndConfirm,
} from './new-school';
import { readEmailsFromOutbox } from './outbox';
import {
  expectBooksAgree,
  expectChargeReceipt,
  expectGiftReceipt,
  giveGift,
  type PayWith,
  pledgePerLap,
} from './school-money';
import { stripeOnboarding, stripePaysOut } from './stripe-connect-stand-in';
import { serveStripeStandIn, stripeCardField } from './stripe-js-stand-in';

// The site with Stripe configured against the Stripe stand-in (stripe-site.ts): its pages, its server
// and workers, Stripe's card field, Stripe's onboarding and Stripe's payouts.
test.use({ baseURL: `http://127.0.0.1:${stripeSitePort}` });

const stripeCard: PayWith = {
  prepare: serveStripeStandIn,
  card: (page) => stripeCardField(page).fill('4242 4242 4242 4242'),
};

test("a new school on a Stripe site runs a whole Thon through Stripe, from sign-up to Stripe's payout, and its books equal Stripe's", async ({
  page,
  browser,
  request,
}) => {
  // About 40 s alone; a busy machine and the other worker's charging can double it.
  test.setTimeout(120_000);
  const school = newSchool('Cedar');
  const gina = { first: 'Gina', email: `gina.${school.email}` };
  const hugo = { first: 'Hugo', email: `hugo.${school.email}` };
  const lars = { first: 'Lars', email: `lars.${school.email}` };

  await signUpAndConfirm(page, browser, school, 'school-walk-stripe');
  await createThon(page, school);
  await connectPayouts(page, school, 'school-walk-stripe', stripeOnboarding);
  await expect(page.getByRole('region', { name: 'Payouts' })).not.toContainText('built-in test provider');
  await importRoster(page, school, ['Ada Cedar', 'Ben Cedar']);
  const link = await shareChildPage(page, browser, school, {
    child: 'Ada Cedar',
    donors: [gina.email, hugo.email, lars.email],
  });
  const child = 'Ada C.';
  await giveGift(browser, { link, child, donor: gina, dollars: 40, payWith: stripeCard });
  await giveGift(browser, { link, child, donor: hugo, dollars: 25, payWith: stripeCard });
  await pledgePerLap(browser, {
    link,
    child,
    donor: lars,
    rate: 5,
    max: 100,
    payWith: stripeCard,
    shots: 'school-walk-stripe',
  });
  await enterResults(page, school, { 'Ada Cedar': 31, 'Ben Cedar': 20 });
  await completeThon(page, school);

  // $40 and $25 given, and 31 laps × $5 capped at $100, charged through Stripe, which keeps 2.9% + 30¢
  // of each charge as its balance transactions report it; the rest is transferred to the school's
  // account, and Stripe pays all of it out.
  expect(await stripePaysOut(request, school)).toBe(16_500 - 569);
  const money = await expectBooksAgree(page, request, school, {
    ChargedCents: 16_500,
    ProcessingFeesCents: 146 + 103 + 320,
    NetToSchoolCents: 15_931,
    PaidOutCents: 15_931,
    InTransitCents: 0,
    PendingCents: 0,
  });
  await expect(money.payouts).not.toContainText('Test');
  await saveScreenshot(page, 'school-walk-stripe-money');

  const [giftReceipt, secondReceipt, lapReceipt] = await readEmailsFromOutbox(browser, [
    { subject: `Your pledge to ${school.school}`, to: gina.email },
    { subject: `Your pledge to ${school.school}`, to: hugo.email },
    {
      subject: `Your pledge to ${school.school}: charged`,
      to: lars.email,
      screenshot: 'school-walk-stripe-receipt',
    },
  ]);
  const gift = { child: 'Ada', thon: school.thon };
  expectGiftReceipt(giftReceipt ?? '', { ...gift, dollars: 40, feeCents: 146 });
  expectGiftReceipt(secondReceipt ?? '', { ...gift, dollars: 25, feeCents: 103 });
  expectChargeReceipt(lapReceipt ?? '', { child: 'Ada', laps: 31, rate: 5, max: 100, feeCents: 320 });
});
