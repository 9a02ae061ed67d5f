import { TRANSLATION_OFFER_DELAY_MS } from '@pledgethon/core';
import { chromiumLaunchOptions } from '../chromium';
import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

// A browser whose own language is Spanish: the page speaks it, so no translation is left to offer.
test.use({ locale: 'es-ES', launchOptions: chromiumLaunchOptions(['--lang=es']) });

// The page's clock is Playwright's, so a test can move it past the offer's delay instead of sleeping.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

const offer = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', { name: '¿Ver esta página en español?' });

test('a Spanish browser sees the home page and login in Spanish at once, with nothing left to offer', async ({
  page,
}) => {
  // Decision 128: the browser's language is the page's when the reader chose none.
  await page.goto('/home');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Cada vuelta recauda más para tu escuela' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.clock.fastForward(TRANSLATION_OFFER_DELAY_MS);
  await expect(offer(page)).toBeHidden();
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
  await saveScreenshot(page, 'home-es-browser');
});

test('a Spanish browser that chooses English keeps English, with no offer', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: /Idioma/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
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
