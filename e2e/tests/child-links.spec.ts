import type { Browser } from '@playwright/test';
import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';
import { readLinkFromOutbox } from './outbox';

// Addresses unique to this run: an address already invited for a child is not invited again.
const run = Date.now().toString(36);

/**
 * A donor, in a browser of their own on a desktop and on a 390 px phone, follows `path` and must land
 * on the child's own page: their name and a pledge button for them. Asked to, axe checks the page once,
 * on the desktop: it is the same page whichever link led there.
 */
async function expectChildPage(
  browser: Browser,
  {
    path,
    childPage,
    name,
    screenshot,
    axe = false,
  }: { path: string; childPage: string; name: string; screenshot: string; axe?: boolean },
) {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({ viewport });
    const donor = await context.newPage();
    await donor.goto(path);
    await expect(donor).toHaveURL(childPage);
    await expect(donor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(donor.getByRole('link', { name: `Pledge for ${name}` })).toBeVisible();
    await expect(donor.getByText("Participants' names are not shown here")).toHaveCount(0);
    if (axe && device === 'desktop') await expectNoAxeViolations(donor);
    await saveScreenshot(donor, `${screenshot}-${device}`);
    await context.close();
  }
}

test("a donor opens a parent's share e-mail and a reminder from the outbox on the child's own page", async ({
  browser,
  ownAccount,
  ownThon,
  openSignedIn,
  page,
}) => {
  // Two messages, each opened on a desktop and on a phone, after the sender signs in to share.
  test.setTimeout(90_000);
  const parent = await ownAccount({ roles: ['parent'] });
  const thon = await ownThon({
    event: { name: `Linden Fun Run ${run}` },
    participants: [{ firstName: 'Nora', lastName: 'Linkwell', parentEmail: parent.email }],
    reminderSent: 'EmailReminderTomorrow',
  });
  const child = thon.participants[0];
  if (!child) throw new Error('no child');
  const childPage = `/event/${thon.eventCode}/p/${child.id}`;
  const toThisThon = new RegExp(thon.eventCode, 'i');

  await openSignedIn(parent.email, '/parent/dashboard');
  await page.getByRole('button', { name: 'Share Nora Linkwell’s page' }).click();
  const dialog = page.getByRole('dialog');
  const emails = dialog.getByRole('combobox', { name: 'E-mail addresses' });
  await emails.fill(`uncle.${run}@example.com`);
  await emails.press('Enter');
  await dialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Email sent.' })).toBeVisible();

  const shared = await readLinkFromOutbox(browser, {
    subject: `Sponsor Nora in ${thon.name}`,
    to: `uncle.${run}@example.com`,
    link: toThisThon,
    screenshot: 'child-link-share-email',
  });
  await expectChildPage(browser, {
    path: shared,
    childPage,
    name: 'Nora L.',
    screenshot: 'child-link-share',
    axe: true,
  });

  const reminded = await readLinkFromOutbox(browser, {
    subject: `${thon.name} is tomorrow!`,
    to: parent.email,
    link: toThisThon,
  });
  await expectChildPage(browser, {
    path: reminded,
    childPage,
    name: 'Nora L.',
    screenshot: 'child-link-reminder',
  });

  // A link of the older form, still in someone's inbox, reaches her too.
  const older = await browser.newContext();
  const donor = await older.newPage();
  await donor.goto(`/${thon.eventCode}?participant=${child.id}`);
  await expect(donor).toHaveURL(childPage);
  await expect(donor.getByRole('heading', { level: 1, name: 'Nora L.' })).toBeVisible();
  await older.close();
});
