import { expect, saveScreenshot, test } from './fixtures';
import {
  completeThon,
  connectPayouts,
  createThon,
  importRoster,
  newSchool,
  publishLapCounts,
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

const testCard: PayWith = {
  card: (page) => page.getByRole('textbox', { name: 'Test card number' }).fill('4242 4242 4242 4242'),
};

test('a new school runs a whole Thon on its own with the test provider, counting laps on the lap counter, from sign-up to its payout', async ({
  page,
  browser,
  request,
}) => {
  // About 30 s alone; a busy machine and the other worker's charging can double it.
  test.setTimeout(120_000);
  const school = newSchool('Maple');
  const giver = { first: 'Gina', email: `gina.${school.email}` };
  const lapper = { first: 'Lars', email: `lars.${school.email}` };

  await signUpAndConfirm(page, browser, school, 'school-walk');
  await createThon(page, school);
  await connectPayouts(page, school, 'school-walk');
  await importRoster(page, school, ['Ada Walker', 'Ben Walker', 'Cy Walker']);
  const link = await shareChildPage(page, browser, school, {
    child: 'Ada Walker',
    donors: [giver.email, lapper.email],
  });
  const child = 'Ada W.';
  await giveGift(browser, { link, child, donor: giver, dollars: 40, payWith: testCard });
  await pledgePerLap(browser, {
    link,
    child,
    donor: lapper,
    rate: 5,
    max: 30,
    payWith: testCard,
    shots: 'school-walk',
  });
  await publishLapCounts(page, browser, school, { laps: { 'Ada W.': 7, 'Ben W.': 2 }, shots: 'school-walk' });
  await completeThon(page, school);

  // $40 given, and 7 laps × $5 capped at $30; the test provider keeps 2.9% + 30¢ of each charge,
  // and pays the rest out once the charging is over.
  const money = await expectBooksAgree(page, request, school, {
    ChargedCents: 7_000,
    ProcessingFeesCents: 146 + 117,
    NetToSchoolCents: 6_737,
    PaidOutCents: 6_737,
    InTransitCents: 0,
    PendingCents: 0,
  });
  await expect(money.payouts).toContainText('Test');
  await saveScreenshot(page, 'school-walk-money');

  const [giftReceipt, lapReceipt] = await readEmailsFromOutbox(browser, [
    { subject: `Your pledge to ${school.school}`, to: giver.email },
    {
      subject: `Your pledge to ${school.school}: charged`,
      to: lapper.email,
      screenshot: 'school-walk-receipt',
    },
  ]);
  expectGiftReceipt(giftReceipt ?? '', { child: 'Ada', thon: school.thon, dollars: 40, feeCents: 146 });
  expectChargeReceipt(lapReceipt ?? '', { child: 'Ada', laps: 7, rate: 5, max: 30, feeCents: 117 });
});
