import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoUser, expect, saveScreenshot } from './fixtures';
import type { NewSchool } from './new-school';

export type Donor = { first: string; email: string };
/**
 * How the donor's card is given on this site: `prepare` readies a new donor's browser (Stripe's own
 * origins), `card` types a card that pays into the pledge form.
 */
export type PayWith = { prepare?: (page: Page) => Promise<unknown>; card: (page: Page) => Promise<void> };

/** A donor new to the site, in a browser of their own on a phone, opens the child's page from the e-mail. */
async function openChildPage(browser: Browser, link: string, child: string, payWith: PayWith) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  await payWith.prepare?.(page);
  await page.goto(link);
  await page.getByRole('link', { name: `Pledge for ${child}` }).click();
  // The form shows as the server drew it before its script runs: the donor's taps count once it has loaded.
  await page.waitForURL(/\/pledge\?/);
  await expect(page.getByRole('heading', { level: 1, name: `Pledge to ${child}` })).toBeVisible();
  return { page, close: () => context.close() };
}

async function fillDonor(page: Page, donor: Donor) {
  await page.getByRole('textbox', { name: 'First name' }).fill(donor.first);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Donor');
  await page.getByRole('textbox', { name: 'Email address' }).fill(donor.email);
}

/** A one-time gift, charged at once. */
export async function giveGift(
  browser: Browser,
  {
    link,
    child,
    donor,
    dollars,
    payWith,
  }: { link: string; child: string; donor: Donor; dollars: number; payWith: PayWith },
) {
  const { page, close } = await openChildPage(browser, link, child, payWith);
  await page.getByText('One-time gift', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Gift amount' }).fill(String(dollars));
  await fillDonor(page, donor);
  await payWith.card(page);
  await page.getByRole('button', { name: `Give $${dollars}.00` }).click();
  await expect(page.getByText(`Your card was charged $${dollars}.00.`)).toBeVisible();
  await close();
}

/** A pledge per lap with a maximum: the card is saved now and charged after the results. */
export async function pledgePerLap(
  browser: Browser,
  {
    link,
    child,
    donor,
    rate,
    max,
    payWith,
    shots,
  }: {
    link: string;
    child: string;
    donor: Donor;
    rate: number;
    max: number;
    payWith: PayWith;
    shots: string;
  },
) {
  const { page, close } = await openChildPage(browser, link, child, payWith);
  await page.getByRole('textbox', { name: 'Amount per lap' }).fill(String(rate));
  await page.getByRole('textbox', { name: 'Most I will pay (optional)' }).fill(String(max));
  await expect(page.getByText(`You pay at most $${max}.00.`)).toBeVisible();
  await fillDonor(page, donor);
  await payWith.card(page);
  await saveScreenshot(page, `${shots}-pledge`, { fullPage: false });
  await page.getByRole('button', { name: 'Pledge', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Thank you, ${donor.first}!` })).toBeVisible();
  await close();
}

/** A figure of the money page, in cents, as the page shows it in dollars. */
async function figure(page: Page, key: string): Promise<number> {
  const text = await page.getByTestId(`money-${key}`).innerText();
  const [dollars] = /[\d,]+\.\d\d/.exec(text) ?? [];
  if (!dollars) throw new Error(`no amount in ${key}: ${text}`);
  return Math.round(Number(dollars.replaceAll(',', '')) * 100);
}

const MONEY_FIGURES = [
  'ChargedCents',
  'ProcessingFeesCents',
  'NetToSchoolCents',
  'PaidOutCents',
  'InTransitCents',
  'PendingCents',
] as const;
type MoneyFigure = (typeof MONEY_FIGURES)[number];

/** The money page's figures a treasurer checks, in cents. */
async function moneyFigures(page: Page) {
  const figures = {} as Record<MoneyFigure, number>;
  for (const key of MONEY_FIGURES) figures[key] = await figure(page, key);
  return figures;
}

/** The downloaded CSV statement: its entries' rows and its totals row, amounts in cents by column. */
async function downloadStatement(page: Page, school: NewSchool) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download statement (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${school.eventCode}-statement.csv`);
  const lines = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
  const header = (lines[0] ?? '').split(',');
  // No cell of this statement holds a comma: its references are provider ids and its amounts plain numbers.
  const rows = lines.slice(1).map((line) => {
    const cells = line.split(',');
    const cents = (column: string) => {
      if (!header.includes(column)) throw new Error(`the statement has no column ${column}`);
      return Math.round(Number(cells[header.indexOf(column)] || 0) * 100);
    };
    return { entry: cells[1] ?? '', cents };
  });
  const total = rows.at(-1);
  if (total?.entry !== 'Total') throw new Error('the statement has no totals row');
  return { entries: rows.slice(0, -1), total: total.cents };
}

/** The super administrator's session, for what the API reports beside the school's pages. */
async function adminHeaders(request: APIRequestContext) {
  const response = await request.post('/api/auth/credentials', {
    data: { UserName: demoUser('admin'), Password: DEMO_PASSWORD },
  });
  const { BearerToken, UserId } = await response.json();
  return { Token: String(BearerToken), UserId: String(UserId) };
}

/**
 * The Thon's money page once the completed Thon is paid out: net to the school, the payout, and the
 * same totals in its statement, in the API's answer and, compared transaction by transaction with the
 * provider's own records by the reconciliation an administrator runs for today, to the cent.
 */
export async function expectBooksAgree(
  page: Page,
  request: APIRequestContext,
  school: NewSchool,
  expected: Record<MoneyFigure, number>,
) {
  await page.getByRole('navigation', { name: school.thon }).getByRole('link', { name: 'Money' }).click();
  await expect(page).toHaveURL(new RegExp(`/thon/${school.eventCode}/money$`));
  const payouts = page.getByRole('row').filter({ hasText: 'Paid' });
  // A payout follows the charging the completion started: its worker's seconds, then a reload.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('No payout yet.').or(payouts)).toBeVisible();
    expect(await payouts.count()).toBe(expected.PaidOutCents > 0 ? 1 : 0);
  }).toPass({ timeout: 60_000 });
  const figures = await moneyFigures(page);
  expect(figures).toEqual(expected);
  if (expected.PaidOutCents > 0) await expect(payouts).toContainText(formatCents(expected.PaidOutCents));

  const headers = await adminHeaders(request);
  const api = await (await request.get(`/api/Thons/Money/${school.eventCode}`, { headers })).json();
  for (const [key, cents] of Object.entries(figures)) expect(api.Totals[key], key).toBe(cents);

  const { entries, total } = await downloadStatement(page, school);
  for (const column of ['Pledged', 'Fee cover', 'Processing fee', 'School balance', 'In transit', 'Paid out'])
    expect(
      entries.reduce((sum, entry) => sum + entry.cents(column), 0),
      `the entries' ${column}`,
    ).toBe(total(column));
  expect(total('Pledged') + total('Fee cover')).toBe(figures.ChargedCents);
  expect(total('Processing fee')).toBe(figures.ProcessingFeesCents);
  expect(total('School balance')).toBe(figures.PendingCents);
  expect(total('In transit')).toBe(figures.InTransitCents);
  expect(total('Paid out')).toBe(figures.PaidOutCents);
  expect(total('School balance') + total('In transit') + total('Paid out')).toBe(figures.NetToSchoolCents);

  const today = new Date().toISOString().slice(0, 10);
  const reconciled = await request.post('/api/Thons/Reconcile', {
    headers,
    data: { From: today, To: today },
  });
  expect(reconciled.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('money-reconciliation')).toContainText(
    /Reconciled with the provider up to \w+ \d{1,2}, \d{4}: no difference/,
  );
  return { payouts };
}

const formatCents = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** What reaches the school of a charge, and its share of it: the line a receipt's arithmetic ends with. */
const reaches = (cents: number) =>
  new RegExp(`Reaches the organization: ${formatCents(cents).replace(/[$.]/g, '\\$&')} \\(\\d+%\\)`);

/** A gift's receipt, with its arithmetic: the amount given, the provider's fee, what reaches the school. */
export function expectGiftReceipt(
  receipt: string,
  { child, thon, dollars, feeCents }: { child: string; thon: string; dollars: number; feeCents: number },
) {
  expect(receipt).toContain(`Your gift for ${child} to ${thon}: ${formatCents(dollars * 100)}.`);
  expect(receipt).toContain(`Amount: ${formatCents(dollars * 100)}`);
  expect(receipt).toContain(`Processing fee: ${formatCents(feeCents)}`);
  expect(receipt).toMatch(reaches(dollars * 100 - feeCents));
}

/**
 * A per-lap pledge's receipt once it is charged after the results: the child's result, the laps
 * times the rate, the donor's maximum where it capped the charge, the fee, what reaches the school.
 */
export function expectChargeReceipt(
  receipt: string,
  {
    child,
    laps,
    rate,
    max,
    feeCents,
  }: { child: string; laps: number; rate: number; max: number; feeCents: number },
) {
  const owed = laps * rate * 100;
  const charged = Math.min(owed, max * 100);
  expect(receipt).toContain(`${child}'s result: ${laps} laps.`);
  expect(receipt).toContain(`${laps} laps × ${formatCents(rate * 100)} = ${formatCents(owed)}`);
  expect(receipt).toContain(
    `Your maximum was ${formatCents(max * 100)}, so ${formatCents(charged)} was charged.`,
  );
  expect(receipt).toContain(`Processing fee: ${formatCents(feeCents)}`);
  expect(receipt).toMatch(reaches(charged - feeCents));
}
