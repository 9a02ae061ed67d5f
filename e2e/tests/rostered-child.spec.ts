import type { OwnThon } from '../own-data-routes';
import { test as base, expect, expectNoAxeViolations, saveScreenshot } from './fixtures';

const run = Date.now().toString(36);
const lastName = `Kim${run}`;

/** A Thon of this test's own, with one team and an organiser to import the school's roster. */
const test = base.extend<{ thon: OwnThon }>({
  thon: async ({ ownThon }, use) => {
    await use(await ownThon({ event: { name: 'Cedar Fun Run' }, teams: ['Blue Jays'], organizer: true }));
  },
});

test('a parent links the child the school listed by its access code, and the child is listed once with its team', async ({
  page,
  openSignedIn,
  ownAccount,
  thon,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(thon.organizer?.email ?? '', `/thon/${thon.eventCode}/import`);
  await page.locator('input[type=file]').setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`First Name,Last Name,Goal,Team\nLiam,${lastName},350,Blue Jays\n`),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByRole('button', { name: 'Import 1 participant' }).click();
  // The import is one transaction on the server; a busy machine takes longer than the default wait.
  await expect(page.getByText(/1 participants? imported\./)).toBeVisible({ timeout: 20_000 });

  // The code the school prints on the child's badge.
  await page.goto(`/account/access-codes?event=${thon.eventCode}`);
  await page.getByRole('button', { name: /^Blue Jays/ }).click();
  const row = page
    .getByRole('region', { name: /^Blue Jays/ })
    .getByRole('row', { name: new RegExp(lastName) });
  const accessCode = (await row.locator('code').first().innerText()).trim();
  expect(accessCode).toMatch(/^[A-Z2-9]{10}$/);

  const parent = await ownAccount({ roles: ['parent'] });
  await page.context().clearCookies();
  await openSignedIn(parent.email, '/parent/addparticipant');
  const form = page.getByRole('form', { name: 'Link a listed participant' });
  await form.getByRole('button', { name: 'Link my child' }).click();
  await expect(form.getByText('Please enter access code')).toBeVisible();
  await form.getByRole('textbox', { name: 'Access code' }).fill('NOT-A-CODE');
  await form.getByRole('button', { name: 'Link my child' }).click();
  await expect(form.getByText('Access code invalid.')).toBeVisible();

  await form.getByRole('textbox', { name: 'Access code' }).fill(accessCode.toLowerCase());
  await form.getByRole('checkbox', { name: 'Show the full name' }).check();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'rostered-child-claim');
  await form.getByRole('button', { name: 'Link my child' }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);

  const cards = page.locator('.mantine-Card-root').filter({ hasText: lastName });
  await expect(cards).toHaveCount(1);
  await expect(cards.getByText('Blue Jays')).toBeVisible();
  await expect(cards.getByText(accessCode)).toBeVisible();
  await expect(cards.getByRole('checkbox', { name: 'Show the full name' })).toBeChecked();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'rostered-child-dashboard');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(cards.getByText('Blue Jays')).toBeVisible();
  await saveScreenshot(page, 'rostered-child-dashboard-390');
  await page.goto('/parent/addparticipant');
  await expect(page.getByRole('tab', { name: 'By access code' })).toBeVisible();
  await saveScreenshot(page, 'rostered-child-claim-390');
});

test("a parent who adds the listed child by name waits for the school, and the organiser's confirmation links the child", async ({
  page,
  openSignedIn,
  ownAccount,
  ownThon,
}) => {
  test.setTimeout(90_000);
  const surname = `Ngo${run}`;
  const thon = await ownThon({
    event: { name: 'Birch Fun Run' },
    teams: ['Green Owls'],
    participants: [{ firstName: 'Mai', lastName: surname, team: 'Green Owls' }],
    organizer: true,
  });
  const parent = await ownAccount({ roles: ['parent'] });
  await openSignedIn(parent.email, '/parent/addparticipant');
  await page.getByRole('tab', { name: 'By event code' }).click();
  const form = page.getByRole('form', { name: 'Add a participant' });
  await form.getByRole('textbox', { name: 'Event code' }).fill(thon.eventCode);
  await form.getByRole('textbox', { name: "Child's first name" }).fill(' mai');
  await form.getByRole('textbox', { name: "Child's last name" }).fill(surname.toUpperCase());
  await form.getByRole('button', { name: 'Add participant' }).click();
  const waiting = form.getByRole('status');
  await expect(waiting).toContainText('The school will confirm that this child is yours');
  await expect(waiting.getByRole('checkbox', { name: /different child of the same name/ })).not.toBeChecked();
  await expect(page.getByText('Green Owls')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'rostered-child-name-waiting');

  await page.context().clearCookies();
  await openSignedIn(thon.organizer?.email ?? '', `/thon/${thon.eventCode}/participants`);
  const claims = page.getByRole('region', { name: /1 parent waits for you to confirm their child/ });
  await expect(claims).toContainText(`Mai ${surname} · Green Owls`);
  await expect(claims).toContainText(parent.email);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'rostered-child-claims-organiser', { fullPage: false });
  await claims.getByRole('button', { name: /^Confirm that Mai/ }).click();
  await expect(page.getByText('The parent is now linked to the child.')).toBeVisible();
  await expect(claims).toHaveCount(0);

  await page.context().clearCookies();
  await openSignedIn(parent.email, '/parent/dashboard');
  const cards = page.locator('.mantine-Card-root').filter({ hasText: surname });
  await expect(cards).toHaveCount(1);
  await expect(cards.getByText('Green Owls')).toBeVisible();
});

test('an organiser merges a child entered twice into the listed record', async ({
  page,
  openSignedIn,
  ownThon,
}) => {
  const surname = `Ray${run}`;
  const thon = await ownThon({
    event: { name: 'Aspen Fun Run' },
    teams: ['Red Foxes'],
    participants: [
      { firstName: 'Zoe', lastName: surname, team: 'Red Foxes' },
      { firstName: 'zoe', lastName: ` ${surname}` },
    ],
    pledges: [{ participant: 1, amountCents: 2_500 }],
    organizer: true,
  });
  const [listed, copy] = thon.participants;
  if (!listed || !copy) throw new Error('the Thon has no two records');
  await openSignedIn(thon.organizer?.email ?? '', `/thon/${thon.eventCode}/participants`);
  const duplicates = page.getByRole('region', { name: '1 child may be listed twice' });
  await expect(duplicates).toContainText('Red Foxes');
  await expect(duplicates).toContainText('1 pledge · 0 parents');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'rostered-child-duplicates', { fullPage: false });
  await duplicates
    .getByRole('button', { name: `Keep ${listed.accessCode} and merge ${copy.accessCode} into it` })
    .click();
  await page
    .getByRole('dialog', { name: 'Merge the two records?' })
    .getByRole('button', { name: 'Merge' })
    .click();
  await expect(page.getByText('The two records are now one.')).toBeVisible();
  await expect(duplicates).toHaveCount(0);
  await expect(page.getByText('1 participant', { exact: true })).toBeVisible();
});
