import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

test('the event code on the home page opens the Thon page', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('textbox', { name: 'Event code' }).fill('maple26');
  await page.getByRole('button', { name: 'Go to the Thon' }).click();

  await expect(page).toHaveURL(/\/event\/maple26#[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Elementary Fun Run' })).toBeVisible();
  await expect(page.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'event-page');
});

test('an unknown event code says the code is not valid', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('textbox', { name: 'Event code' }).fill('NOPE-404');
  await page.getByRole('button', { name: 'Go to the Thon' }).click();

  await expect(page.getByText('Sorry, that code is not valid.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await saveScreenshot(page, 'event-code-invalid');

  await page.goto('/event/NOPE-404');
  await expect(page.getByText('Sorry, that code is not valid.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Event code' })).toHaveValue('NOPE-404');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'event-page-unknown');
});

test('the home page video opens in a modal with the configured player', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Watch the video' }).click();

  const modal = page.getByRole('dialog', { name: 'PledgeThon in a few minutes' });
  await expect(modal).toBeVisible();
  await expect(modal.locator('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
  await modal.getByRole('button', { name: 'Close the video' }).click();
  await expect(modal).toBeHidden();
});
