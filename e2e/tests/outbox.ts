import type { Browser } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoUser,
  expect,
  expectNoAxeViolations,
  saveScreenshot,
  submitSignIn,
} from './fixtures';

/**
 * Signs in as the super administrator in a browser of its own, opens the newest e-mail whose subject
 * and recipient match on the Sent messages page, and answers the path of its first link that matches
 * `link` (a reset or invitation link), as the addressee would follow it.
 */
export async function readLinkFromOutbox(
  browser: Browser,
  { subject, to, link, screenshot }: { subject: string; to: string; link: RegExp; screenshot?: string },
): Promise<string> {
  // The administrator reads in English, whatever language the donor's browser in the test speaks.
  const context = await browser.newContext({ locale: 'en-US' });
  const admin = await context.newPage();
  await admin.goto('/home');
  await submitSignIn(admin, demoUser('admin'), DEMO_PASSWORD);
  await expect(admin).toHaveURL(/\/home\/MyAccount/);
  await admin.getByRole('link', { name: 'Open sent messages' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Sent messages' })).toBeVisible();

  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const message = admin
    .getByRole('button', { name: new RegExp(`${escaped(subject)}.*To: ${escaped(to)}`) })
    .first();
  const anyMessage = admin.getByRole('button', { name: /To: / }).first();
  // Newest first, a page at a time: a message sent early in a run may be pages down by the time it is read.
  for (let page = 1; ; page++) {
    await anyMessage.waitFor();
    if (await message.isVisible()) break;
    if (page === 20) throw new Error(`no e-mail "${subject}" to ${to} in the outbox's first 20 pages`);
    const next = new URL(admin.url());
    next.searchParams.set('page', String(page + 1));
    await admin.goto(next.toString());
  }
  await message.click();
  const anchor = admin.getByRole('link', { name: link }).first();
  await expect(anchor).toBeVisible();
  if (screenshot) {
    await expectNoAxeViolations(admin);
    await saveScreenshot(admin, screenshot);
  }
  const href = await anchor.getAttribute('href');
  await context.close();
  if (!href) throw new Error(`the e-mail "${subject}" has no link`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
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
