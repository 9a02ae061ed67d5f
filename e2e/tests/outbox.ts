import type { Browser, Locator, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoUser,
  expect,
  expectNoAxeViolations,
  saveScreenshot,
  submitSignIn,
} from './fixtures';

/** The super administrator's Sent messages page, in a browser of its own, signed in. */
async function openOutbox(browser: Browser): Promise<{ admin: Page; close(): Promise<void> }> {
  // The administrator reads in English, whatever language the donor's browser in the test speaks.
  const context = await browser.newContext({ locale: 'en-US' });
  const admin = await context.newPage();
  await admin.goto('/home');
  await submitSignIn(admin, demoUser('admin'), DEMO_PASSWORD);
  await expect(admin).toHaveURL(/\/home\/MyAccount/);
  return { admin, close: () => context.close() };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens the newest e-mail whose subject and recipient match, paging back from the first page: a
 * message sent early in a run may be pages down by the time it is read. Answers its opened item.
 */
async function openMessage(admin: Page, { subject, to }: { subject: string; to: string }): Promise<Locator> {
  await admin.goto('/admin/messages');
  await expect(admin.getByRole('heading', { level: 1, name: 'Sent messages' })).toBeVisible();
  const message = admin
    .getByRole('button', { name: new RegExp(`${escaped(subject)}.*To: ${escaped(to)}`) })
    .first();
  const anyMessage = admin.getByRole('button', { name: /To: / }).first();
  for (let page = 1; ; page++) {
    await anyMessage.waitFor();
    if (await message.isVisible()) break;
    if (page === 20) throw new Error(`no e-mail "${subject}" to ${to} in the outbox's first 20 pages`);
    const next = new URL(admin.url());
    next.searchParams.set('page', String(page + 1));
    await admin.goto(next.toString());
  }
  await message.click();
  return admin.locator(`[id="${await message.getAttribute('aria-controls')}"]`);
}

/**
 * Signs in as the super administrator in a browser of its own, opens the newest e-mail whose subject
 * and recipient match on the Sent messages page, and answers the path of its first link that matches
 * `link` (a reset or invitation link), as the addressee would follow it.
 */
export async function readLinkFromOutbox(
  browser: Browser,
  { subject, to, link, screenshot }: { subject: string; to: string; link: RegExp; screenshot?: string },
): Promise<string> {
  const outbox = await openOutbox(browser);
  const { admin } = outbox;
  await openMessage(admin, { subject, to });
  const anchor = admin.getByRole('link', { name: link }).first();
  await expect(anchor).toBeVisible();
  if (screenshot) {
    await expectNoAxeViolations(admin);
    await saveScreenshot(admin, screenshot);
  }
  const href = await anchor.getAttribute('href');
  await outbox.close();
  if (!href) throw new Error(`the e-mail "${subject}" has no link`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

/** The text of the newest e-mail of each subject and recipient, as the Sent messages page shows it. */
export async function readEmailsFromOutbox(
  browser: Browser,
  emails: readonly { subject: string; to: string; screenshot?: string }[],
): Promise<string[]> {
  const outbox = await openOutbox(browser);
  const texts = [];
  for (const email of emails) {
    const message = await openMessage(outbox.admin, email);
    texts.push(await message.innerText());
    if (email.screenshot) await saveScreenshot(outbox.admin, email.screenshot);
  }
  await outbox.close();
  return texts;
}

/**
 * The invited person, new to PledgeThon, follows the invitation's link in a browser of their own:
 * chooses a password, accepts the terms and is told they can sign in.
 */
export async function acceptAsNewPerson(
  browser: Browser,
  { to, place, password = 'Joined2026' }: { to: string; place: string; password?: string },
): Promise<void> {
  const acceptPath = await readLinkFromOutbox(browser, {
    subject: `You are invited to ${place} on PledgeThon`,
    to,
    link: /\/home\/AcceptInvitation\?token=/,
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(acceptPath);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill(password);
  await page.getByRole('checkbox', { name: /I agree to the Terms of use/ }).check();
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page.getByText('Welcome! Your password is set: you can sign in now.')).toBeVisible();
  await context.close();
}
