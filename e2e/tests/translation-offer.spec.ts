import { TRANSLATION_OFFER_DELAY_MS } from '@pledgethon/core';
import { chromiumLaunchOptions } from '../chromium';
import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

// A browser whose own language is Spanish (spec section 1: translation is offered after 2 seconds).
test.use({ locale: 'es-ES', launchOptions: chromiumLaunchOptions(['--lang=es']) });

// The page's clock is Playwright's, so a test can move it past the offer's delay instead of sleeping.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

const offer = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', { name: '¿Ver esta página en español?' });

test('a Spanish browser is offered Spanish after 2 seconds, and accepting renders the home page and login in Spanish', async ({
  page,
}) => {
  await page.goto('/home');
  const loadedAt = Date.now();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Every lap raises more for your school' }),
  ).toBeVisible();
  await expect(offer(page)).toBeHidden();

  await expect(offer(page)).toBeVisible({ timeout: TRANSLATION_OFFER_DELAY_MS + 3_000 });
  expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(TRANSLATION_OFFER_DELAY_MS - 500);
  await saveScreenshot(page, 'translation-offer');

  await offer(page).getByRole('button', { name: 'Sí' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Cada vuelta recauda más para tu escuela' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre de usuario' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Recordarme' })).toBeVisible();

  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByText('Revisa los campos obligatorios')).toBeVisible();
  await expect(page.getByText('Introduce un nombre de usuario')).toBeVisible();
  await expect(page.getByText('Introduce una contraseña')).toBeVisible();
  await page.getByRole('tab', { name: 'Código de acceso' }).click();
  await page.getByRole('button', { name: 'Entrar con código de acceso' }).click();
  await expect(page.getByText('Introduce el código de acceso')).toBeVisible();
  await page.getByRole('tab', { name: 'Contraseña' }).click();
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'home-es-offer-accepted');

  // The choice is remembered: the next visit is Spanish at once, with no offer.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Cada vuelta recauda más para tu escuela' }),
  ).toBeVisible();
  await page.clock.fastForward(TRANSLATION_OFFER_DELAY_MS);
  await expect(offer(page)).toBeHidden();
});

test('declining the offer keeps English for the rest of the visit', async ({ page }) => {
  await page.goto('/home');
  await offer(page).getByRole('button', { name: 'No, gracias' }).click();

  await expect(offer(page)).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Every lap raises more for your school' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Every lap raises more for your school' }),
  ).toBeVisible();
  await page.clock.fastForward(TRANSLATION_OFFER_DELAY_MS);
  await expect(offer(page)).toBeHidden();
});
