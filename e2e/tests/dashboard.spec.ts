import { demoUser, expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

test.describe('the event dashboard', () => {
  test.setTimeout(60_000);

  test("an organiser reaches MAPLE26's dashboard from their account and sees its totals", async ({
    page,
    openSignedIn,
  }) => {
    await openSignedIn(demoUser('organizer'), '/home/MyAccount');
    const myThons = page.getByRole('heading', { name: 'My Thons' });
    await expect(myThons).toBeVisible();
    await page.getByRole('link', { name: /^Dashboard: Maple Elementary/ }).click();
    await expect(page).toHaveURL(/\/thon\/MAPLE26\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('The whole Thon.')).toBeVisible();
    await expect(page.getByTestId('total-pledged')).toHaveText(/^\$[1-9][\d,]*\.\d\d$/);
    await expect(page.getByTestId('total-participants')).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByRole('progressbar', { name: 'Share of the goal raised' })).toBeVisible();
    // The charts arrive in their own chunk.
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    const leaderboard = page.getByRole('region', { name: 'Team leaderboard' }).getByRole('listitem');
    await expect(leaderboard).toHaveCount(4);
    const participants = page.getByRole('region', { name: 'Participants' }).getByRole('row');
    await expect(participants).toHaveCount(6);
    await page.getByRole('textbox', { name: 'Search by name' }).fill('zzzz-nobody');
    await expect(page.getByText('No participant matches.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Search by name' }).fill('');
    await expect(participants).toHaveCount(6);
    await expect(page).toHaveTitle('Dashboard · Maple Elementary Fun Run · PledgeThon');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'dashboard-organizer');

    // The Thon's other pages are one click away, its settings included.
    const thonNav = page.getByRole('navigation', { name: 'Maple Elementary Fun Run' });
    await thonNav.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/thon\/MAPLE26\/settings$/);
  });

  test('a teacher sees only their class', async ({ page, openSignedIn }) => {
    await openSignedIn(demoUser('teacher'), '/thon/MAPLE26/dashboard');
    await expect(page.getByText('Your class.')).toBeVisible();
    const thonNav = page.getByRole('navigation', { name: 'Maple Elementary Fun Run' });
    await expect(thonNav.getByRole('link', { name: 'Participants' })).toBeVisible();
    await expect(thonNav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await expect(page.getByTestId('total-participants')).toHaveText(/^[1-9]\d*$/);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'dashboard-teacher');
  });

  test('a team leader sees only their team, with what is still outstanding', async ({
    page,
    openSignedIn,
  }) => {
    await openSignedIn(demoUser('teamleader'), '/home/MyAccount');
    await page.getByRole('link', { name: /^Dashboard: Maple Elementary/ }).click();
    await expect(page.getByText('Your team.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Team leaderboard' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Team leaderboard' })).toContainText('Red Rockets');
    await saveScreenshot(page, 'dashboard-team-leader');
  });
});
