import type { Page } from '@playwright/test';
import { newYorkClock } from '../new-york-clock';
import { OWN_MESSAGES_THONS } from '../own-accounts';
import { demoUser, expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';
import { readLinkFromOutbox } from './outbox';

const { history, unsubscribe } = OWN_MESSAGES_THONS;
const row = (page: Page, to: string) => page.getByRole('listitem').filter({ hasText: `To: ${to}` });

test('an organiser reads what their Thon sent: delivered, failed and blocked', async ({
  page,
  openSignedIn,
}) => {
  // Three screens and a dozen rows each: more than the default 30 s on a slow runner.
  test.setTimeout(60_000);
  await openSignedIn(demoUser('e2e.messages'), `/thon/${history.eventCode}/reminders`);
  await page.getByRole('link', { name: 'Sent messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sent messages' })).toBeVisible();
  await expect(page.getByText('5 messages')).toBeVisible();

  const delivered = row(page, 'walker.family@example.com');
  await expect(delivered).toContainText('Sent');
  await expect(delivered).toContainText('Coming up (email)');
  const bounced = row(page, 'old.address@example.com');
  await expect(bounced).toContainText('Failed');
  await expect(bounced).toContainText('550 5.1.1 The email account that you tried to reach does not exist');
  const optedOut = row(page, '3125550111');
  await expect(optedOut).toContainText('Not sent: address blocked');
  await expect(optedOut).toContainText('Coming up (text)');
  await expect(row(page, 'grandpa.walker@example.com')).toContainText('Share or other message');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'sent-messages-log');

  // The filter shows one state, and says how many each holds.
  await page.getByText('Failed (1)', { exact: true }).click();
  await expect(page).toHaveURL(/state=failed/);
  await expect(page.getByText('1 message', { exact: true })).toBeVisible();
  await expect(bounced).toBeVisible();
  await expect(delivered).toHaveCount(0);
  await page.getByText('Sent (3)', { exact: true }).click();
  await expect(page.getByText('3 messages')).toBeVisible();
  await expect(bounced).toHaveCount(0);
});

test('a parent unsubscribes from a reminder without signing in, and the next reminder is not sent to them', async ({
  page,
  browser,
  request,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn('e2e.messages');
  const log = `/thon/${unsubscribe.eventCode}/messages`;
  // The first reminder goes out at the server's next sweep (each minute), asked for now.
  expect((await request.post('/e2e/reminder-sweep')).status()).toBe(200);
  await page.goto(log);
  const parentRows = row(page, unsubscribe.parent.email);
  await expect(async () => {
    await page.reload();
    await expect(parentRows.filter({ hasText: 'Coming up (email)' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  const link = await readLinkFromOutbox(browser, {
    subject: `${unsubscribe.name} is coming up`,
    to: unsubscribe.parent.email,
    link: /\/unsubscribe\//,
  });
  const visitor = await browser.newContext();
  const parentPage = await visitor.newPage();
  await parentPage.goto(link);
  await expect(parentPage.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  // The address shows partly hidden: the link may have been forwarded.
  await expect(
    parentPage.getByText(/^Stop reminder and sharing emails to e2\*+@example\.com\?$/),
  ).toBeVisible();
  await expectNoAxeViolations(parentPage);
  await saveScreenshot(parentPage, 'unsubscribe-question');
  await parentPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(parentPage.getByRole('status')).toContainText(
    'is unsubscribed. You will receive no more reminder',
  );
  await expectNoAxeViolations(parentPage);
  await saveScreenshot(parentPage, 'unsubscribe-done');
  // Opened again, the link says so rather than asking again.
  await parentPage.reload();
  await expect(parentPage.getByRole('status')).toContainText('is unsubscribed');
  await visitor.close();

  // The organiser moves "tomorrow" to a minute ago; the next sweep sends it, but not to this parent.
  await page.goto(`/thon/${unsubscribe.eventCode}/reminders`);
  const comingUp = page.getByRole('region', { name: 'Email: event coming up', exact: true });
  const eventDate = /(\d{2})\/(\d{2})\/(\d{4})/.exec((await comingUp.textContent()) ?? '');
  if (!eventDate) throw new Error('the reminder shows no date');
  const due = newYorkClock(new Date(Date.now() - 60_000));
  const days = Math.round(
    (Date.parse(due.date) - Date.parse(`${eventDate[3]}-${eventDate[1]}-${eventDate[2]}`)) / 86_400_000,
  );
  const tomorrow = page.getByRole('region', { name: 'Email: event tomorrow', exact: true });
  await tomorrow.getByRole('button', { name: 'Edit: Email: event tomorrow' }).click();
  await tomorrow.getByRole('textbox', { name: 'Days' }).fill(String(days));
  await tomorrow.getByRole('textbox', { name: 'Time' }).fill(due.time);
  await tomorrow.getByRole('button', { name: 'Keep' }).click();
  await expect(tomorrow).toContainText(due.time);

  expect((await request.post('/e2e/reminder-sweep')).status()).toBe(200);
  await page.goto(log);
  const blocked = parentRows.filter({ hasText: 'Tomorrow (email)' });
  await expect(async () => {
    await page.reload();
    await expect(blocked).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(blocked).toContainText('Not sent: address blocked');
  await expect(blocked).toContainText('the recipient asked for no more messages');
  await page.getByText('Not sent: address blocked (1)', { exact: true }).click();
  await expect(blocked).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'sent-messages-after-unsubscribe');
});

test("the demo franchisee reads last autumn's sent reminders and shares", async ({ page, openSignedIn }) => {
  test.setTimeout(60_000);
  await openSignedIn(demoUser('franchisee'), '/thon/MAPLE25/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Sent messages' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toContainText('Last chance');
  await page.getByText(/^Not sent: address blocked \(\d+\)$/).click();
  await expect(page.getByRole('listitem').first()).toContainText('the recipient asked for no more messages');
  await page.getByText(/^Failed \(\d+\)$/).click();
  await expect(page.getByRole('listitem').first()).toContainText('550 5.1.1');
  await page.getByText(/^All \(\d+\)$/).click();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'sent-messages-demo');
});
