import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';
import { askToComplete } from './new-school';
import { readLinkFromOutbox } from './outbox';

// The journey of one school's Thon across the people who make it: the school's roster, a parent who
// finds their rostered child, the shares, donors in two languages, the laps, the completion and the
// receipts. Each part has its own closer spec; this one checks that the joints between people hold.
const run = Date.now().toString(36);
const surname = `Kim${run}`;
const school = `Journey Elementary ${run}`;
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** The error summary beside the button: it has the keyboard, is in view and says `message`. */
async function expectSummary(page: Page, message: string) {
  const summary = page.getByRole('main').getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary).toContainText(message);
}

/** A donor in a browser of their own opens the shared link and lands on the child's own page. */
async function openSharedLink(browser: Browser, link: string, options: { locale: string; phone: boolean }) {
  const context = await browser.newContext({
    locale: options.locale,
    viewport: options.phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/event\/[^/]+\/p\/[0-9a-f-]{36}/);
  return { page, close: () => context.close() };
}

test('a Thon from roster to receipts: the school, a parent, donors in two languages, the laps and the completion', async ({
  page,
  browser,
  openSignedIn,
  ownAccount,
  ownThon,
}) => {
  // Six people in turn, two languages, the lap counter and a charging run: the longest walk.
  test.setTimeout(300_000);
  const thon = await ownThon({
    event: { name: `Journey Fun Run ${run}`, eventDate: yesterday, maxUnits: 35 },
    organization: { name: school },
    teams: ['Red Rockets'],
    organizer: true,
    teachers: 1,
  });
  const teacher = thon.teachers[0];
  if (!teacher) throw new Error('the Thon has no teacher');
  const organizer = thon.organizer?.email ?? '';

  // 1. The school imports its roster, teachers written as schools write them.
  await openSignedIn(organizer, `/thon/${thon.eventCode}/import`);
  const roster = [
    'First Name,Last Name,Goal,Team,Teacher',
    `Liam,${surname},350,Red Rockets,Ms. ${teacher.firstName} ${teacher.lastName}`,
    `Liam,Kline${run},350,Red Rockets,Mrs. Alvarez`,
    `Maya,Ortiz${run},350,Red Rockets,Ms. ${teacher.lastName}`,
  ];
  await page.locator('input[type=file]').setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(roster.join('\n')),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByRole('button', { name: 'Import 3 participants' }).click();
  await expect(page.getByText('3 participants imported.')).toBeVisible({ timeout: 20_000 });
  await saveScreenshot(page, 'journey-1-roster', { fullPage: false });

  // The school hands Liam's parent the access code printed on his badge.
  await page.goto(`/account/access-codes?event=${thon.eventCode}`);
  await page.getByRole('button', { name: /^Red Rockets/ }).click();
  const liamRow = page
    .getByRole('region', { name: /^Red Rockets/ })
    .getByRole('row', { name: new RegExp(surname) });
  const accessCode = (await liamRow.locator('code').first().innerText()).trim();

  // 2. The parent links the rostered child by that code: no second Liam is made.
  const parent = await ownAccount({ roles: ['parent'], firstName: 'Pat', lastName: 'Parent' });
  await page.context().clearCookies();
  await openSignedIn(parent.email, '/parent/addparticipant');
  const claim = page.getByRole('form', { name: 'Link a listed participant' });
  await claim.getByRole('textbox', { name: 'Access code' }).fill(accessCode);
  await claim.getByRole('button', { name: 'Link my child' }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  const card = page.locator('.mantine-Card-root').filter({ hasText: surname });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Red Rockets')).toBeVisible();
  await saveScreenshot(page, 'journey-2-claimed', { fullPage: false });

  // 3. The parent shares Liam's page by e-mail and by text.
  await card.getByRole('button', { name: /^Share .*’s page$/ }).click();
  const share = page.getByRole('dialog');
  const emails = share.getByRole('combobox', { name: 'E-mail addresses' });
  for (const address of [`grandma.${run}@example.com`, `tia.${run}@example.com`]) {
    await emails.fill(address);
    await emails.press('Enter');
  }
  await share.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(share.getByRole('status').filter({ hasText: 'Email sent.' })).toBeVisible();
  await share.getByRole('tab', { name: 'Text message' }).click();
  const numbers = share.getByRole('combobox', { name: 'Mobile numbers' });
  await numbers.fill('3125550188');
  await numbers.press('Enter');
  await share.getByRole('button', { name: 'Send text messages' }).click();
  await expect(
    share.getByRole('status').filter({ hasText: /Text messages sent\.|The texts go out at/ }),
  ).toBeVisible();
  await saveScreenshot(page, 'journey-3-shared', { fullPage: false });

  // 4. Grandma opens her e-mail on a desktop, lands on Liam's page, meets an error and pledges per lap.
  const grandmaLink = await readLinkFromOutbox(browser, {
    subject: `Sponsor Liam in ${thon.name}`,
    to: `grandma.${run}@example.com`,
    link: new RegExp(thon.eventCode, 'i'),
  });
  const grandma = await openSharedLink(browser, grandmaLink, { locale: 'en-US', phone: false });
  await expect(grandma.page.getByRole('heading', { level: 1, name: 'Liam K.' })).toBeVisible();
  await grandma.page.getByRole('link', { name: 'Pledge for Liam K.' }).click();
  // The form is drawn by the server; its buttons work once its script has run.
  await grandma.page.waitForLoadState('load');
  const twoDollars = grandma.page.getByRole('button', { name: '$2.00' });
  await twoDollars.click();
  await expect(twoDollars).toHaveAttribute('aria-pressed', 'true');
  await grandma.page.getByRole('textbox', { name: 'First name' }).fill('Greta');
  await grandma.page.getByRole('textbox', { name: 'Email address' }).fill(`grandma.${run}@example.com`);
  await grandma.page.getByRole('textbox', { name: 'Test card number' }).fill('4242 4242 4242 4242');
  await grandma.page.getByRole('button', { name: 'Pledge', exact: true }).click();
  await expectSummary(grandma.page, 'Please review the required fields.');
  await saveScreenshot(grandma.page, 'journey-4-error', { fullPage: false });
  await grandma.page.getByRole('textbox', { name: 'Last name' }).fill('Kim');
  await grandma.page.getByRole('button', { name: 'Pledge', exact: true }).click();
  await expect(grandma.page.getByRole('heading', { level: 1, name: 'Thank you, Greta!' })).toBeVisible();
  await grandma.close();

  // 5. Tía opens hers on a Spanish phone: Liam's page, the form and its errors are Spanish.
  const tiaLink = await readLinkFromOutbox(browser, {
    subject: `Sponsor Liam in ${thon.name}`,
    to: `tia.${run}@example.com`,
    link: new RegExp(thon.eventCode, 'i'),
  });
  const tia = await openSharedLink(browser, tiaLink, { locale: 'es-ES', phone: true });
  await tia.page.getByRole('link', { name: 'Prometer por Liam K.' }).click();
  await tia.page.waitForLoadState('load');
  await tia.page.getByText('Donación única', { exact: true }).click();
  await tia.page.getByRole('textbox', { name: 'Cantidad de la donación' }).fill('0.50');
  await tia.page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía');
  await tia.page.getByRole('textbox', { name: 'Apellido' }).fill('Kim');
  await tia.page.getByRole('textbox', { name: 'Correo electrónico' }).fill(`tia.${run}@example.com`);
  await tia.page.getByRole('textbox', { name: 'Número de tarjeta de prueba' }).fill('4242 4242 4242 4242');
  await tia.page.getByRole('button', { name: /^Donar \$/ }).click();
  await expectSummary(tia.page, 'La cantidad mínima de cada transacción es $1 para todas las promesas.');
  await expectNoAxeViolations(tia.page);
  await saveScreenshot(tia.page, 'journey-5-error-es-phone', { fullPage: false });
  await tia.page.getByRole('textbox', { name: 'Cantidad de la donación' }).fill('20');
  await tia.page.getByRole('button', { name: /^Donar \$/ }).click();
  await expect(tia.page.getByText('¡Gracias, Lucía!')).toBeVisible();
  await tia.close();

  // 6. On the day the counter tells the two "Liam K." apart: a wrong tap is undone, then each runs a lap.
  await page.context().clearCookies();
  await openSignedIn(organizer, `/thon/${thon.eventCode}/count`);
  await expect(page.getByTestId('counter-network')).toHaveText('Online');
  // Two tiles read "Liam K."; what tells them apart is on them: a badge number, and Liam Kim's class.
  const liamTiles = page.getByRole('button', { name: /^Liam K\. #\d+, \d+ laps?: count a lap$/ });
  await expect(liamTiles).toHaveCount(2);
  const kim = liamTiles.filter({ hasText: `Class of ${teacher.firstName} ${teacher.lastName}` });
  const kline = liamTiles.filter({ hasNotText: 'Class of' });
  const labelOf = async (tile: typeof kim) =>
    /^Liam K\. #\d+/.exec((await tile.getAttribute('aria-label')) ?? '')?.[0] ?? '';
  const [kimLabel, klineLabel] = [await labelOf(kim), await labelOf(kline)];
  expect(kimLabel).not.toBe(klineLabel);
  const confirmation = page.getByTestId('counter-confirmation');
  await kline.click();
  await page.getByRole('button', { name: `Undo this lap of ${klineLabel}` }).click();
  await expect(confirmation).toHaveText(`Taken back: ${klineLabel} now has 0 laps.`);
  await kim.click();
  await expect(confirmation).toHaveText(`${kimLabel}: 1 lap`);
  await kline.click();
  await expect(confirmation).toHaveText(`${klineLabel}: 1 lap`);
  await expect(page.getByTestId('counter-waiting')).toHaveText('All scans sent', { timeout: 10_000 });
  await saveScreenshot(page, 'journey-6-laps', { fullPage: false });
  await page.goto(`/thon/${thon.eventCode}/results`);
  await page.getByRole('button', { name: 'Publish counts as results' }).click();
  await expect(page.getByText('Counts published as results.')).toBeVisible();

  // 7. Completing lists the child without results before anything is charged.
  await page.goto(`/thon/${thon.eventCode}/settings`);
  const confirm = await askToComplete(page);
  await expect(confirm.getByText('1 participant has no results.', { exact: false })).toBeVisible();
  await expect(confirm.getByRole('row').filter({ hasText: `Maya Ortiz${run}` })).toBeVisible();
  await saveScreenshot(page, 'journey-7-completion', { fullPage: false });
  await confirm.getByRole('button', { name: 'Complete anyway' }).click();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();

  // 8. Grandma's lap is charged; each donor has a receipt in their own language.
  await page.goto(`/thon/${thon.eventCode}/pledges`);
  const greta = page.getByRole('row').filter({ hasText: 'Greta Kim' });
  await expect(async () => {
    await page.reload();
    await expect(greta.getByText('Paid')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await saveScreenshot(page, 'journey-8-pledges', { fullPage: false });
  // The charge of Grandma's pledge has a receipt of its own (its arithmetic is checked in the API's tests).
  await readLinkFromOutbox(browser, {
    subject: `Your pledge to ${school}: charged`,
    to: `grandma.${run}@example.com`,
    link: /\/pledge\//,
    screenshot: 'journey-9-charge-receipt',
  });
  await readLinkFromOutbox(browser, {
    subject: `Tu promesa de donación a ${school}`,
    to: `tia.${run}@example.com`,
    link: /\/pledge\/[\w-]+\?lang=es/,
  });
});
