import { LOOKALIKE_THON } from '../own-accounts';
import { expect, expectNoAxeViolations, lapTile, saveScreenshot, test } from './fixtures';

test('two children shown as "Liam K." get tiles that tell them apart; a wrong tap is undone and the right one counts', async ({
  page,
  ownThon,
  openSignedIn,
}) => {
  const thon = await ownThon(LOOKALIKE_THON);
  await openSignedIn(thon.organizer?.email ?? '', `/thon/${thon.eventCode}/count`);
  await expect(page.getByTestId('counter-network')).toHaveText('Online');
  const confirmation = page.getByTestId('counter-confirmation');

  // Badge numbers follow the order the children joined: Liam Kim first, Liam Kerr second.
  await expect(lapTile(page, 'Liam K. #1')).toContainText('#1 · Class of Dana Park');
  await expect(lapTile(page, 'Liam K. #2')).toContainText('#2');
  await expect(lapTile(page, 'Liam K. #2')).not.toContainText('Class of');
  // A child whose name is their own keeps the plain tile.
  await expect(lapTile(page, 'Mia S.')).toHaveText('Mia S.0');
  await expect(page.getByTestId('lap-tile-detail')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'lap-counter-lookalikes-desktop');

  // The volunteer taps Liam #1 while Liam #2 runs by, sees it on the confirmation, and undoes it there.
  await lapTile(page, 'Liam K. #1').click();
  await expect(confirmation).toHaveText('Liam K. #1: 1 lap');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'lap-counter-lookalikes-tapped-390');
  await page.getByRole('button', { name: 'Undo this lap of Liam K. #1' }).click();
  await expect(confirmation).toHaveText('Taken back: Liam K. #1 now has 0 laps.');
  await lapTile(page, 'Liam K. #2').click();
  await expect(confirmation).toHaveText('Liam K. #2: 1 lap');
  // Liam #1 really runs by a moment later: the taken-back tap does not make it a repeat.
  await lapTile(page, 'Liam K. #1').click();
  await expect(confirmation).toHaveText('Liam K. #1: 1 lap');
  await expect(page.getByText(/^Liam K\. #2 · /)).toBeVisible();
  await expect(page.getByTestId('counter-waiting')).toHaveText('All scans sent', { timeout: 10_000 });
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'lap-counter-lookalikes-390');

  // The server kept the same: one lap each, the undone tap gone.
  await page.reload();
  await expect(lapTile(page, 'Liam K. #1')).toHaveAccessibleName('Liam K. #1, 1 lap: count a lap');
  await expect(lapTile(page, 'Liam K. #2')).toHaveAccessibleName('Liam K. #2, 1 lap: count a lap');
});
