import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';
import { completeAnyway } from './new-school';

test('an organiser completing a Thon early sees who has no results and their per-lap pledges, then confirms', async ({
  page,
  openSignedIn,
  ownThon,
}) => {
  // Two dialogs, axe and a charging run on a machine shared with the other worker.
  test.setTimeout(120_000);
  const thon = await ownThon({
    event: { name: 'Early Finish Fun Run', maxUnits: 35 },
    participants: [
      { firstName: 'Ada', lastName: 'Ran', laps: 12 },
      { firstName: 'Bo', lastName: 'Absent' },
    ],
    pledges: [{ participant: 1, rateCents: 150 }],
    organizer: true,
  });
  await openSignedIn(thon.organizer?.email ?? '', `/thon/${thon.eventCode}/settings`);
  await expect(
    page.getByText('its pledges are then charged at once, usually within minutes.', { exact: false }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Mark completed' }).click();
  const first = page.getByRole('dialog', { name: 'Mark the Thon completed' });
  await expect(
    first.getByText('usually within minutes, at most 2 hours. This cannot be undone.', { exact: false }),
  ).toBeVisible();
  await first.getByRole('button', { name: 'Mark completed' }).click();

  const confirm = page.getByRole('dialog', { name: 'Complete the Thon before everything is in?' });
  await expect(confirm.getByText(/^The event date, \d\d\/\d\d\/\d{4}, has not come yet\.$/)).toBeVisible();
  await expect(
    confirm.getByText(
      '1 participant has no results. Their per-lap pledges count 0 laps and will not be charged:',
    ),
  ).toBeVisible();
  const row = confirm.getByRole('row').filter({ hasText: 'Bo Absent' });
  await expect(row.getByText(/^Dana Donor \S+: \$1\.50 per lap$/)).toBeVisible();
  await expect(confirm.getByRole('row').filter({ hasText: 'Ada Ran' })).toHaveCount(0);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'thon-completion-confirm', { fullPage: false });

  await completeAnyway(page, confirm);
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^Completed on \d\d\/\d\d\/\d{4}\. Its pledges were charged from then on\.$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark completed' })).toBeDisabled();
  await saveScreenshot(page, 'thon-completion-done');
});
