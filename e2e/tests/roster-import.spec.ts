import type { OwnThon } from '../own-data-routes';
import { test as base, expect, expectNoAxeViolations, saveScreenshot } from './fixtures';

const run = Date.now().toString(36);

/** A Thon of this test's own, with an organiser and one teacher of the Thon. */
const test = base.extend<{ thon: OwnThon }>({
  thon: async ({ ownThon }, use) => {
    await use(
      await ownThon({
        event: { name: 'Roster Fun Run' },
        teams: ['Red Rockets'],
        organizer: true,
        teachers: 1,
      }),
    );
  },
});

test('a school roster shows its problems first, names their column, and imports repeats once', async ({
  page,
  openSignedIn,
  thon,
}) => {
  const teacher = thon.teachers[0];
  if (!teacher) throw new Error('the Thon has no teacher');
  // The teacher as a school writes them: a title, other letter case, extra spaces.
  const teacherAsWritten = `Ms.  ${teacher.firstName.toUpperCase()} ${teacher.lastName}`;
  const lines = ['First Name,Last Name,Goal,Team,Teacher'];
  for (let i = 1; i <= 80; i += 1) {
    const teacherCell = i % 2 === 0 ? teacherAsWritten : 'Mrs. Alvarez';
    lines.push(`Kid${i},Roster${run},350,Red Rockets,${teacherCell}`);
  }
  lines.push(`Kid81,Roster${run},lots,Red Rockets,Mrs. Alvarez`);
  lines.push(`,Roster${run},350,Red Rockets,Mrs. Alvarez`);
  lines.push(`Kid1,Roster${run},350,Red Rockets,Mrs. Alvarez`);

  await openSignedIn(thon.organizer?.email ?? '', `/thon/${thon.eventCode}/import`);
  await page.locator('input[type=file]').setInputFiles({
    name: 'school-roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();

  await expect(page.getByText('80 of 83 rows can be imported.')).toBeVisible();
  await expect(page.getByText('Some participants are not imported.')).toBeVisible();
  await expect(
    page.getByText('1 row repeats an earlier row of the file: each child is imported once.'),
  ).toBeVisible();
  await expect(page.getByText('Mrs. Alvarez: 40 rows')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invite teachers on Teams and people' })).toBeVisible();

  // The first rows of the table are the problems, each naming its column and cell.
  const bodyRows = page.locator('tbody tr');
  await expect(bodyRows.nth(0)).toContainText('82');
  await expect(bodyRows.nth(0)).toContainText(
    'Goal "lots": Please enter an amount in dollars and cents, for example 25.00.',
  );
  await expect(bodyRows.nth(1)).toContainText('83');
  await expect(bodyRows.nth(1)).toContainText(
    'First Name (empty): First name or Last name or Goal is empty.',
  );
  await expect(bodyRows.nth(2)).toContainText('Repeats row 2');
  // Near the top of the page, not below 80 good rows.
  const problemTop = (await bodyRows.nth(0).boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(problemTop).toBeLessThan(1_200);
  await expect(page.getByRole('row').filter({ hasText: `Kid2 Roster${run}` })).toContainText(
    teacherAsWritten,
  );
  await expect(page.getByRole('row').filter({ hasText: `Kid3 Roster${run}` })).toContainText('to invite');
  await expectNoAxeViolations(page);
  await page.getByText('Mrs. Alvarez: 40 rows').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'roster-import-preview', { fullPage: false });

  await page.getByRole('button', { name: 'Import 80 participants' }).click();
  await expect(page.getByText('80 participants imported.')).toBeVisible();
  await saveScreenshot(page, 'roster-import-done', { fullPage: false });
});
