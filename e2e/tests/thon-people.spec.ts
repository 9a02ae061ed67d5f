import type { OwnThon } from '../own-data-routes';
import { test as base, demoUser, expect, expectNoAxeViolations, saveScreenshot } from './fixtures';
import { readLinkFromOutbox } from './outbox';

// Each run gets its own names, so a second run on the same data finds nothing of the first's in its way.
const run = Date.now().toString(36);

/** The Thon each test that adds people writes into, its own: two teams, three runners, an organiser and the first team's leader. */
const test = base.extend<{ thon: OwnThon }>({
  thon: async ({ ownThon }, use) => {
    await use(
      await ownThon({
        event: { name: 'Browser Test Fun Run' },
        teams: ['Red Rockets', 'Blue Comets'],
        participants: [
          { firstName: 'Avery', lastName: 'Runner', team: 'Red Rockets' },
          { firstName: 'Blake', lastName: 'Runner', team: 'Red Rockets' },
          { firstName: 'Casey', lastName: 'Runner', team: 'Blue Comets' },
        ],
        organizer: true,
        teamLeaders: ['Red Rockets'],
      }),
    );
  },
});

test('an organiser lists the participants of a Thon and finds one by name', async ({
  page,
  openSignedIn,
  thon,
}) => {
  await openSignedIn(thon.organizer?.email ?? '', `/thon/${thon.eventCode}/participants`);
  await expect(page).toHaveTitle('Participants · PledgeThon');
  await expect(page.getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible();
  await expect(page.getByText(/^\d+ participants$/)).toBeVisible();
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'thon-participants');

  await page.getByRole('button', { name: 'Add participant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a participant' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Quinn');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(`Added${run}`);
  await expect(dialog.getByRole('textbox', { name: 'Goal' })).toHaveValue('350.00');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'thon-participant-add');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Participant added.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(`added${run}`);
  await expect(page.getByText('1 participant', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Quinn Added${run}`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Mark Quinn Added${run} completed` }).click();
  const completion = page.getByRole('dialog', { name: `Mark Quinn Added${run} completed?` });
  await completion.getByRole('button', { name: 'Mark completed' }).click();
  await expect(
    page.getByText(
      'Participant completed. Their pledges are being charged now: usually within minutes, at most 2 hours.',
    ),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `Quinn Added${run}` });
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Mark Quinn Added${run} completed` })).toHaveCount(0);
  await saveScreenshot(page, 'thon-participant-completed');

  await page.getByRole('button', { name: `Remove Quinn Added${run}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove Quinn Added${run}?` });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Participant removed. Their pledges are kept.')).toBeVisible();
  await expect(page.getByText('0 participants', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'thon-participant-removed');
});

test('an organiser imports a CSV with one bad row and sees the report row by row', async ({
  page,
  openSignedIn,
  thon,
}) => {
  await openSignedIn(thon.organizer?.email ?? '', `/thon/${thon.eventCode}/import`);
  await expect(page).toHaveTitle('Import participants · PledgeThon');
  const csv = [
    'First Name,Last Name,Goal,Team,Grade,Shirt Size',
    `Ada,Import${run},350,Red Rockets,3,YM`,
    `,Missing${run},200,Red Rockets,3,YM`,
    `Ben,Import${run},$250.00,Blue Comets,K,YS`,
  ].join('\n');
  await page.locator('input[type=file]').setInputFiles({
    name: 'class-list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();

  await expect(page.getByText('2 of 3 rows can be imported.')).toBeVisible();
  await expect(page.getByText('Some participants are not imported.')).toBeVisible();
  const badRow = page.getByRole('row').filter({ hasText: `Missing${run}` });
  await expect(badRow).toContainText('First name or Last name or Goal is empty.');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'thon-import-preview');

  await page.getByRole('button', { name: 'Import 2 participants' }).click();
  await expect(page.getByText('2 participants imported.')).toBeVisible();
  await saveScreenshot(page, 'thon-import-done');

  // The same file again would add nothing: both rows are already there.
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('0 of 3 rows can be imported.')).toBeVisible();
  await expect(
    page.getByText('2 rows name participants the Thon already has: they are left out.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d+ participants?$/ })).toHaveCount(0);

  // The corrected file adds only the row that was missing its first name.
  await page.locator('input[type=file]').setInputFiles({
    name: 'class-list-corrected.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.replace(`,Missing${run}`, `Cal,Missing${run}`)),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('1 of 3 rows can be imported.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Ada Import${run}` })).toContainText(
    'Already in the Thon',
  );
  await expect(page.getByText('Some participants are not imported.')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'thon-import-corrected-preview');
  await page.getByRole('button', { name: 'Import 1 participant', exact: true }).click();
  await expect(page.getByText('1 participant imported.')).toBeVisible();
});

test('a team leader imports into their own team, and not into another', async ({
  page,
  openSignedIn,
  thon,
}) => {
  await openSignedIn(thon.teamLeaders[0]?.email ?? '', `/thon/${thon.eventCode}/participants`);
  await page.getByRole('navigation', { name: thon.name }).getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL(new RegExp(`/thon/${thon.eventCode}/import$`));
  await expect(page.getByText('The participants you import join your team.')).toBeVisible();
  const csv = [
    'First Name,Last Name,Goal,Team',
    `Dee,Lead${run},350,`,
    `Eli,Other${run},350,Blue Comets`,
  ].join('\n');
  await page.locator('input[type=file]').setInputFiles({
    name: 'team.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Eli Other${run}` })).toContainText(
    'This row names another team: you can import only into your own team.',
  );
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'thon-import-team-leader');
  await page.getByRole('button', { name: 'Import 1 participant', exact: true }).click();
  await expect(page.getByText('1 participant imported.')).toBeVisible();
  await page.goto(`/thon/${thon.eventCode}/participants`);
  await page.getByRole('textbox', { name: 'Search' }).fill(`lead${run}`);
  await expect(page.getByRole('row').filter({ hasText: `Dee Lead${run}` })).toContainText('Red Rockets');
});

test('an organiser creates a team and its team leader, one per team', async ({
  page,
  openSignedIn,
  thon,
}) => {
  await openSignedIn(thon.organizer?.email ?? '', `/thon/${thon.eventCode}/teams`);
  await expect(page).toHaveTitle('Teams and people · PledgeThon');
  const team = `Green Geckos ${run}`;
  await page.getByRole('textbox', { name: 'New team name' }).fill(team);
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByText('Team created.')).toBeVisible();
  await expect(page.getByRole('main').getByText(team, { exact: true }).first()).toBeVisible();

  const invite = async (teamName: string, email: string) => {
    await page.getByRole('combobox', { name: 'Team', exact: true }).click();
    await page.getByRole('option', { name: teamName, exact: true }).click();
    await page.getByRole('textbox', { name: 'E-mail address' }).first().fill(email);
    await page.getByRole('textbox', { name: 'First name' }).first().fill('Gale');
    await page.getByRole('textbox', { name: 'Last name' }).first().fill('Gecko');
    await page.getByRole('button', { name: 'Send invitation' }).click();
  };
  await invite(team, `gale.${run}@pledgethon.test`);
  await expect(page.getByText('Team leader created.')).toBeVisible();
  // The team waits for its leader to accept; a second leader is refused meanwhile.
  await expect(
    page.getByText(`Team leader invited: gale.${run}@pledgethon.test, not accepted yet`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'thon-team-leader-created');

  await invite('Red Rockets', `second.${run}@pledgethon.test`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Already assigned a Team Leader for this Team.' }),
  ).toBeVisible();
  await saveScreenshot(page, 'thon-team-leader-refused');
});

test('an organiser sees whom the Thon invited and cancels an invitation, whose link then fails', async ({
  page,
  browser,
  openSignedIn,
  thon,
}) => {
  await openSignedIn(thon.organizer?.email ?? '', `/thon/${thon.eventCode}/teams`);
  const email = `tess.${run}@pledgethon.test`;
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Teacher', exact: true }).click();
  await page.getByRole('textbox', { name: 'E-mail address' }).first().fill(email);
  await page.getByRole('textbox', { name: 'First name' }).first().fill('Tess');
  await page.getByRole('textbox', { name: 'Last name' }).first().fill('Teacher');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();

  const invited = page.getByRole('region', { name: 'Invited, not accepted yet' });
  const row = invited.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Tess Teacher');
  await expect(row.getByRole('cell', { name: 'Teacher', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Oda Organizer', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'thon-invitations-open');

  const link = await readLinkFromOutbox(browser, {
    subject: `You are invited to ${thon.name} on PledgeThon`,
    to: email,
    link: /\/home\/AcceptInvitation\?token=/,
  });
  await row.getByRole('button', { name: `Cancel the invitation of ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel the invitation of ${email}?` });
  await saveScreenshot(page, 'thon-invitation-cancel');
  await confirm.getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(page.getByText('Invitation cancelled. Its link no longer works.')).toBeVisible();
  await expect(invited.getByText('No invitations are waiting for an answer.')).toBeVisible();
  await saveScreenshot(page, 'thon-invitation-cancelled');

  await page.goto('/home?action=logout');
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await page.goto(link);
  await expect(
    page.getByText(
      'This invitation link has expired, was cancelled or was already used. Please ask for a new invitation.',
    ),
  ).toBeVisible();
  await saveScreenshot(page, 'thon-invitation-cancelled-link');
});

test('a teacher sees only their class', async ({ page, openSignedIn }) => {
  await openSignedIn(demoUser('teacher'), '/thon/MAPLE26/participants');
  await expect(page.getByText('You see the participants of your class.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Teams and people' })).toHaveCount(0);
  const classSize = Number((await page.getByText(/^\d+ participants?$/).textContent())?.split(' ')[0]);
  expect(classSize).toBeGreaterThan(0);
  expect(classSize).toBeLessThan(100);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'thon-participants-teacher');
});

test('a team leader sees only their team', async ({ page, openSignedIn }) => {
  await openSignedIn(demoUser('teamleader'), '/thon/MAPLE26/participants');
  await expect(page.getByText('You see the participants of your team.')).toBeVisible();
  const teamCells = page.getByRole('row').locator('td:nth-child(5)');
  await expect(teamCells.first()).toHaveText('Red Rockets');
  for (const text of await teamCells.allTextContents()) expect(text).toBe('Red Rockets');
  await saveScreenshot(page, 'thon-participants-team-leader');
});
