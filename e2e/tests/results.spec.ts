import { MONEY_THON } from '../own-accounts';
import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

test('an organiser enters results in the grid: the spec messages, then completed units saved', async ({
  page,
  openSignedIn,
  ownThon,
}) => {
  const thon = await ownThon(MONEY_THON);
  await openSignedIn(thon.organizer?.email ?? '', `/thon/${thon.eventCode}/results`);
  await expect(page).toHaveTitle('Results · PledgeThon');
  await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
  await expect(page.getByText('Completed pages per participant, from 2 to 60.')).toBeVisible();

  const grid = page.getByRole('form', { name: 'Results by team' });
  const ada = grid.getByRole('textbox', { name: 'Completed pages of Ada Birch' });
  const ben = grid.getByRole('textbox', { name: 'Completed pages of Ben Cedar' });
  // Each refusal shows at the row's cell and in a summary beside Save, which takes the focus.
  const refusedAt = async (message: string) => {
    const summary = grid.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(summary).toContainText(message);
    await expect(summary.getByRole('link', { name: 'Ada Birch' })).toHaveAttribute('href', /^#units-/);
    await expect(ada).toHaveAttribute('aria-invalid', 'true');
    await expect(ben).not.toHaveAttribute('aria-invalid', 'true');
  };
  await ada.fill('-4');
  await ben.fill('12');
  await grid.getByRole('button', { name: 'Save results' }).click();
  await refusedAt('The value entered is not valid');
  await ada.fill('75');
  await grid.getByRole('button', { name: 'Save results' }).click();
  await refusedAt("Participant's results not in valid range");
  await ada.fill('lots');
  await grid.getByRole('button', { name: 'Save results' }).click();
  await refusedAt('Invalid units.');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'results-grid-invalid');
  await grid.getByRole('link', { name: 'Ada Birch' }).click();
  await expect(ada).toBeFocused();

  await ada.fill('40');
  await grid.getByRole('button', { name: 'Save results' }).click();
  await expect(grid.getByRole('status')).toHaveText('Completed units saved.');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Completed pages of Ada Birch' })).toHaveValue('40');
  await expect(page.getByRole('textbox', { name: 'Completed pages of Ben Cedar' })).toHaveValue('12');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'results-grid-saved');
});

test('a donor on a phone opens the Thon and a participant page: progress toward the own goal, no rank, the share that reaches the school', async ({
  browser,
  ownThon,
}) => {
  const thon = await ownThon(MONEY_THON);
  const cora = thon.participants.find((participant) => participant.firstName === 'Cora');

  const donorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const donor = await donorContext.newPage();
  await donor.goto(`/${thon.eventCode}`);
  await expect(donor.getByRole('heading', { level: 1, name: MONEY_THON.event.name })).toBeVisible();
  await expect(donor.getByTestId('money-split')).toHaveText(
    '100% of what you give reaches Birch Middle School, apart from card processing fees shown on your receipt.',
  );
  await expect(donor.getByRole('heading', { name: 'Team leaderboard' })).toBeVisible();
  await expect(donor.getByRole('heading', { name: 'Top participants' })).toHaveCount(0);
  await expect(donor.getByRole('link', { name: 'Give to the Thon' })).toHaveAttribute(
    'href',
    `/event/${thon.eventCode}/pledge`,
  );
  await expectNoAxeViolations(donor);
  await saveScreenshot(donor, 'public-thon-phone');

  await donor.goto(`/event/${thon.eventCode}/p/${cora?.id}`);
  await expect(donor.getByRole('heading', { level: 1, name: 'Cora D.' })).toBeVisible();
  await expect(donor).toHaveTitle('Cora D. · PledgeThon');
  await expect(donor.getByText("Cora D.'s goal")).toBeVisible();
  await expect(donor.getByText('Dune')).toHaveCount(0);
  await expect(donor.getByRole('link', { name: 'Pledge for Cora D.' })).toHaveAttribute(
    'href',
    `/event/${thon.eventCode}/pledge?participant=${cora?.id}`,
  );
  await expectNoAxeViolations(donor);
  await saveScreenshot(donor, 'public-participant-phone');
  await donorContext.close();
});
