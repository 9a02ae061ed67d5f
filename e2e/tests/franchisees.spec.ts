import type { Page } from '@playwright/test';
import { demoUser, expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';
import { acceptAsNewPerson } from './outbox';

const run = Date.now().toString(36);

/** Checks the page as it is now on a laptop and on a phone, saving <name>-desktop|phone.png. */
async function checkOnBothScreens(page: Page, name: string): Promise<void> {
  for (const size of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await expect(page).toHaveTitle('Franchisees · PledgeThon');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `${size.name}-${name}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a super administrator creates a franchisee with its commission rate and its team leader', async ({
  page,
  browser,
  signIn,
}) => {
  test.slow();
  await signIn('admin');
  await page.getByRole('link', { name: 'Open franchisees' }).click();
  await expect(page).toHaveURL(/\/account\/franchisees$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Franchisees' })).toBeVisible();

  const name = `North Runs ${run}`;
  const create = page.getByRole('region', { name: 'Create a franchisee' });
  await create.getByRole('textbox', { name: 'Franchisee name' }).fill(name);
  await create.getByRole('textbox', { name: 'Territory' }).fill('Minnesota');
  const commission = create.getByRole('textbox', { name: /Commission rate/ });
  await commission.fill('60.5');
  await create.getByRole('button', { name: 'Create franchisee' }).click();
  await expect(create.getByText('The commission rate can be at most 60%.')).toBeVisible();
  await checkOnBothScreens(page, 'franchisee-commission-refused');

  await commission.fill('12.5');
  await create.getByRole('button', { name: 'Create franchisee' }).click();
  await expect(page.getByText('Franchisee created.')).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Commission rate: 12.5%')).toBeVisible();
  await expect(card.getByText('Territory: Minnesota')).toBeVisible();

  const leader = `lead.${run}@pledgethon.test`;
  await card.getByRole('textbox', { name: 'E-mail address' }).fill(leader);
  await card.getByRole('textbox', { name: 'First name' }).fill('Frankie');
  await card.getByRole('textbox', { name: 'Last name' }).fill('Lead');
  await card.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Team leader created.')).toBeVisible();
  // Listed once they accept, not before.
  await expect(card.getByText(leader)).toHaveCount(0);

  // The same person again is refused in the spec's words.
  await card.getByRole('textbox', { name: 'E-mail address' }).fill(leader);
  await card.getByRole('textbox', { name: 'First name' }).fill('Frankie');
  await card.getByRole('textbox', { name: 'Last name' }).fill('Lead');
  await card.getByRole('button', { name: 'Send invitation' }).click();
  await expect(card.getByText('You have already invited this person.')).toBeVisible();

  await acceptAsNewPerson(browser, { to: leader, place: name });
  await page.reload();
  await expect(card.getByText(`Frankie Lead (${leader}), Franchisee team leader`)).toBeVisible();
  await checkOnBothScreens(page, 'franchisee-team-leader-created');
});

test("a franchisee sees only its own franchisee and opens its territory's Thons from My account", async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn(demoUser('franchisee'), '/home/MyAccount');
  await page.getByRole('link', { name: 'Open franchisees' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Great Lakes Fundraising' })).toContainText(
    'Commission rate: 20%',
  );
  await expect(page.getByRole('region', { name: 'Create a franchisee' })).toHaveCount(0);
  await checkOnBothScreens(page, 'franchisee-own');

  await page.goto('/home/MyAccount');
  await page.getByRole('link', { name: /^Dashboard: Maple Elementary/ }).click();
  await expect(page).toHaveURL(/\/thon\/MAPLE26\/dashboard$/);
  await expect(page.getByText('The whole Thon.')).toBeVisible();
});
