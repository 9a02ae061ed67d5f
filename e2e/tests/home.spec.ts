import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

test('the home page explains PledgeThon and passes axe', async ({ page }) => {
  await page.goto('/home');

  await expect(
    page.getByRole('heading', { level: 2, name: 'Every lap raises more for your school' }),
  ).toBeVisible();
  for (const valuePoint of [
    'Schools keep more of what they raise',
    'Laps counted digitally',
    "Children's data protected",
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: valuePoint })).toBeVisible();
  }
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'home');

  await page.getByRole('link', { name: 'See how it works' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeInViewport();
});

test('the site root opens the home page', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'not-found');

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Every lap raises more for your school' }),
  ).toBeVisible();
});

test('choosing Español in the language menu shows the home page in Spanish', async ({ page }) => {
  await page.goto('/home');

  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Inicia sesión o encuentra tu Thon' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Datos de los niños protegidos' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Inicia sesión o encuentra tu Thon · PledgeThon');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'home-es');

  await page.reload();
  await expect(page.getByRole('button', { name: /Idioma/ })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sign-in panel comes first and the header fits', async ({ page, signIn }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeInViewport();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'home-phone');

    await signIn('organizer');
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
    const bodyWidth = await page.evaluate('document.documentElement.scrollWidth');
    expect(bodyWidth).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'account-phone');
  });
});
