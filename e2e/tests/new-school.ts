import type { Browser, Locator, Page } from '@playwright/test';
import { DEFAULT_LAP_GUARD_SECONDS } from '@pledgethon/core';
import { expect, lapTile, saveScreenshot } from './fixtures';
import { readLinkFromOutbox } from './outbox';

/** Answers the sum captcha, the one a person who cannot see the image is given. */
async function answerSumCaptcha(page: Page) {
  await page.getByRole('button', { name: /Answer a question instead/ }).click();
  const field = page.getByRole('textbox', { name: /^What is \d+ (plus|minus) \d+\?/ });
  const label = await field.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');
  const [, first, operation, second] = /What is (\d+) (plus|minus) (\d+)\?/.exec(label) ?? [];
  const result = operation === 'plus' ? Number(first) + Number(second) : Number(first) - Number(second);
  await field.fill(String(result));
}

/** Fills the sign-up form as a new person would, and sends it. */
export async function signUp(page: Page, { email, first }: { email: string; first: string }) {
  await page.getByRole('textbox', { name: 'First name' }).fill(first);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Newcomer');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Laps2026!');
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill('Laps2026!');
  await answerSumCaptcha(page);
  await page.getByRole('checkbox', { name: /I agree to the Terms of use/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Check your e-mail: we sent you a link to confirm your address.',
  );
}

/**
 * Leaves the field first: its check on leaving may add or remove a message above the button, and a
 * click must not land while the page moves.
 */
export async function nextStep(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export type NewSchool = { email: string; school: string; thon: string; eventCode: string };

/** A school no run made before: its organiser's address, its name, its Thon and event code. */
export function newSchool(name: string): NewSchool {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  return {
    email: `${name.toLowerCase()}.${run}@example.com`,
    school: `${name} Elementary ${run}`,
    thon: `${name} Fun Run`,
    eventCode: `${name.slice(0, 4).toUpperCase()}-${run.toUpperCase()}`,
  };
}

/** The organiser signs up from the home page, confirms the address from the e-mail and lands in the wizard. */
export async function signUpAndConfirm(page: Page, browser: Browser, school: NewSchool, shots: string) {
  await page.goto('/home');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await signUp(page, { email: school.email, first: 'Olga' });
  const link = await readLinkFromOutbox(browser, {
    subject: 'Confirm your e-mail address for PledgeThon',
    to: school.email,
    link: /\/home\/ConfirmSignUp\?token=/,
  });
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page).toHaveURL(/\/thon\/new$/);
  await saveScreenshot(page, `${shots}-wizard`, { fullPage: false });
}

/** The four steps of the wizard, the tour closed, to the new Thon's settings. */
export async function createThon(page: Page, school: NewSchool) {
  await page.locator('.driver-popover-close-btn').click();
  await page.getByRole('textbox', { name: 'Organization name' }).fill(school.school);
  await choose(page, 'Organization type', 'Elementary School');
  await page.getByRole('textbox', { name: 'Street address' }).fill('12 Walk Lane');
  await page.getByRole('textbox', { name: 'City' }).fill('Madison');
  await choose(page, 'State or province', 'Wisconsin');
  await page.getByRole('textbox', { name: 'Zip or postal code' }).fill('53703');
  await nextStep(page);
  await page.getByRole('textbox', { name: 'Thon name' }).fill(school.thon);
  await page.getByRole('textbox', { name: 'Event code' }).fill(school.eventCode);
  await expect(page.getByLabel('This event code is available')).toBeVisible();
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Event date').fill(inAMonth);
  await page.getByRole('textbox', { name: 'Thon goal' }).fill('5,000');
  await choose(page, 'Max units', '45');
  await page.getByRole('textbox', { name: 'Funds go to' }).fill('a new climbing wall');
  await nextStep(page);
  await page.getByRole('textbox', { name: 'Legal name of the account holder' }).fill(`${school.school} PTO`);
  await page.getByRole('textbox', { name: 'Account email' }).fill(school.email);
  await nextStep(page);
  await page.getByRole('button', { name: 'Create Thon' }).click();
  await expect(page).toHaveURL(new RegExp(`/thon/${school.eventCode}/settings`));
  await expect(page.getByText('Your Thon is ready.')).toBeVisible();
}

/**
 * How a provider onboards the school's account: `prepare` readies the organiser's browser (a
 * provider's own pages), `finish` goes through them back to the settings.
 */
export type Onboarding = {
  prepare?: (page: Page) => Promise<unknown>;
  finish: (page: Page, school: NewSchool) => Promise<void>;
};

/** The test provider's onboarding, a page of the site itself. */
const testOnboarding: Onboarding = {
  finish: async (page, school) => {
    await expect(page).toHaveURL(new RegExp(`/thon/${school.eventCode}/test-onboarding$`));
    await page.getByRole('button', { name: 'Finish test onboarding' }).click();
  },
};

/** Connects payouts through the provider's onboarding (the test provider's unless told), from the Thon's settings. */
export async function connectPayouts(
  page: Page,
  school: NewSchool,
  shots: string,
  onboarding: Onboarding = testOnboarding,
) {
  await onboarding.prepare?.(page);
  const payouts = page.getByRole('region', { name: 'Payouts' });
  // A new account is not connected, whatever the provider already lists as due.
  await expect(payouts.getByTestId('payouts-state')).toContainText('Not connected yet');
  await payouts.getByRole('button', { name: 'Connect payouts' }).click();
  await onboarding.finish(page, school);
  await expect(payouts.getByTestId('payouts-state')).toContainText('Connected. The Thon takes card pledges');
  await saveScreenshot(page, `${shots}-payouts`, { fullPage: false });
}

/** Imports the roster from the Import page, each child (first and last name) on a team the file names. */
export async function importRoster(page: Page, school: NewSchool, children: readonly string[]) {
  const nav = page.getByRole('navigation', { name: school.thon });
  await nav.getByRole('link', { name: 'Import' }).click();
  const rows = children.map((name) => `${name.replace(' ', ',')},350,Blue Comets`);
  await page.locator('input[type=file]').setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['First Name,Last Name,Goal,Team', ...rows].join('\n')),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByRole('button', { name: `Import ${children.length} participants` }).click();
  await expect(page.getByText(`${children.length} participants imported.`)).toBeVisible();
}

/**
 * Shares a child's page by e-mail from the participants list, and answers the link the donors are
 * sent, as the first of them reads it.
 */
export async function shareChildPage(
  page: Page,
  browser: Browser,
  school: NewSchool,
  { child, donors }: { child: string; donors: readonly string[] },
): Promise<string> {
  await page
    .getByRole('navigation', { name: school.thon })
    .getByRole('link', { name: 'Participants' })
    .click();
  await page.getByRole('button', { name: `Share ${child}’s page` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(child) });
  const emails = dialog.getByRole('combobox', { name: 'E-mail addresses' });
  for (const donor of donors) {
    await emails.fill(donor);
    await emails.press('Enter');
  }
  await dialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Email sent.' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  return readLinkFromOutbox(browser, {
    subject: `Sponsor ${child.split(' ')[0]} in ${school.thon}`,
    to: donors[0] ?? '',
    link: new RegExp(`/event/${school.eventCode}/p/`),
  });
}

/** Enters every child's laps in the results grid and saves them. */
export async function enterResults(page: Page, school: NewSchool, laps: Record<string, number>) {
  await page.getByRole('navigation', { name: school.thon }).getByRole('link', { name: 'Results' }).click();
  const grid = page.getByRole('form', { name: 'Results by team' });
  for (const [child, count] of Object.entries(laps))
    await grid.getByRole('textbox', { name: `Completed laps of ${child}` }).fill(String(count));
  await grid.getByRole('button', { name: 'Save results' }).click();
  await expect(grid.getByRole('status')).toHaveText('Completed units saved.');
}

/**
 * Counts laps on the lap counter, opened from the Results page, on the organiser's phone (signed in
 * as on the computer): a tap a lap, each child's laps more than the guard time apart, the phone's
 * clock moved on rather than waited for. Then the organiser reviews the counts on the Results page
 * and publishes them.
 */
export async function publishLapCounts(
  page: Page,
  browser: Browser,
  school: NewSchool,
  { laps, shots }: { laps: Record<string, number>; shots: string },
) {
  await page.getByRole('navigation', { name: school.thon }).getByRole('link', { name: 'Results' }).click();
  const counter = await page.getByRole('link', { name: 'Open the lap counter' }).getAttribute('href');
  const phoneContext = await browser.newContext({
    storageState: await page.context().storageState(),
    viewport: { width: 412, height: 915 },
    locale: 'en-US',
  });
  const phone = await phoneContext.newPage();
  await phone.clock.install();
  await phone.goto(counter ?? '');
  await expect(phone.getByTestId('counter-network')).toHaveText('Online');
  for (let lap = 1; lap <= Math.max(...Object.values(laps)); lap++) {
    const running = Object.keys(laps).filter((child) => (laps[child] ?? 0) >= lap);
    for (const child of running) {
      await lapTile(phone, child).click();
      await expect(phone.getByTestId('counter-confirmation')).toHaveText(
        `${child}: ${lap} ${lap === 1 ? 'lap' : 'laps'}`,
      );
    }
    await phone.clock.fastForward((DEFAULT_LAP_GUARD_SECONDS + 1) * 1000);
  }
  await expect(phone.getByTestId('counter-waiting')).toHaveText('All scans sent');
  await saveScreenshot(phone, `${shots}-counter`, { fullPage: false });
  await phoneContext.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Counts from the lap counter' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish counts as results' }).click();
  await expect(page.getByText('Counts published as results.')).toBeVisible();
  await saveScreenshot(page, `${shots}-counts`);
}

/** Asks to mark the Thon completed, on its settings page: answers the second question, asked before the event date. */
export async function askToComplete(page: Page) {
  await page.getByRole('button', { name: 'Mark completed' }).click();
  await page
    .getByRole('dialog', { name: 'Mark the Thon completed' })
    .getByRole('button', { name: 'Mark completed' })
    .click();
  return page.getByRole('dialog', { name: 'Complete the Thon before everything is in?' });
}

/** Completes the Thon before everything is in, and is told its pledges are being charged. */
export async function completeAnyway(page: Page, confirm: Locator) {
  await confirm.getByRole('button', { name: 'Complete anyway' }).click();
  await expect(
    page.getByText(
      'Thon completed. Its pledges are being charged now: usually within minutes, at most 2 hours.',
    ),
  ).toBeVisible();
  await expect(confirm).toBeHidden();
}

/** Marks the Thon completed from its settings, before its event date: the organiser confirms. */
export async function completeThon(page: Page, school: NewSchool) {
  await page.getByRole('navigation', { name: school.thon }).getByRole('link', { name: 'Settings' }).click();
  await completeAnyway(page, await askToComplete(page));
}
