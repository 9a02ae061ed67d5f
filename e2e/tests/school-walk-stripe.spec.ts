import { stripeSitePort } from '../ports';
import { expect, saveScreenshot, test } from './fixtures';
import {
  connectPayouts,
  createThon,
  importRoster,
  newSchool,
  shareChildPage,
  signUpAndConfirm,
} from './new-school';
import { readEmailsFromOutbox } from './outbox';
import { expectBooksAgree, giveGift, type PayWith } from './school-money';
import { serveStripeStandIn, stripeCardField } from './stripe-js-stand-in';

// The site with Stripe taking the cards (stripe-site.ts): its pages, its server, Stripe's card field.
test.use({ baseURL: `http://127.0.0.1:${stripeSitePort}` });

const stripeCard: PayWith = {
  prepare: serveStripeStandIn,
  card: (page) => stripeCardField(page).fill('4242 4242 4242 4242'),
};

test("a new school on a Stripe site takes its donors' cards through Stripe, and its books equal Stripe's", async ({
  page,
  browser,
  request,
}) => {
  // About 30 s alone; a busy machine and the other worker's charging can double it.
  test.setTimeout(120_000);
  const school = newSchool('Cedar');
  const donors = [
    { first: 'Gina', email: `gina.${school.email}` },
    { first: 'Hugo', email: `hugo.${school.email}` },
  ] as const;

  await signUpAndConfirm(page, browser, school, 'school-walk-stripe');
  await createThon(page, school);
  await connectPayouts(page, school, 'school-walk-stripe');
  await importRoster(page, school, ['Ada Cedar', 'Ben Cedar']);
  const link = await shareChildPage(page, browser, school, {
    child: 'Ada Cedar',
    donors: donors.map((donor) => donor.email),
  });
  await giveGift(browser, { link, child: 'Ada C.', donor: donors[0], dollars: 40, payWith: stripeCard });
  await giveGift(browser, { link, child: 'Ada C.', donor: donors[1], dollars: 25, payWith: stripeCard });

  // Stripe keeps 2.9% + 30¢ of each charge, as its balance transactions report it; the Thon is not
  // completed, so the school's money waits for its payout.
  await expectBooksAgree(page, request, school, {
    ChargedCents: 6_500,
    ProcessingFeesCents: 146 + 103,
    NetToSchoolCents: 6_251,
    PaidOutCents: 0,
    InTransitCents: 0,
    PendingCents: 6_251,
  });
  await saveScreenshot(page, 'school-walk-stripe-money');

  const receipts = await readEmailsFromOutbox(
    browser,
    donors.map((donor) => ({ subject: `Your pledge to ${school.school}`, to: donor.email })),
  );
  expect(receipts[0]).toContain(`Your gift for Ada to ${school.thon}: $40.00.`);
  expect(receipts[0]).toContain('Processing fee: $1.46');
  expect(receipts[0]).toMatch(/Reaches the organization: \$38\.54 \(\d+%\)/);
  expect(receipts[1]).toContain(`Your gift for Ada to ${school.thon}: $25.00.`);
  expect(receipts[1]).toContain('Processing fee: $1.03');
  expect(receipts[1]).toMatch(/Reaches the organization: \$23\.97 \(\d+%\)/);
});
