import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PLEDGE_THON } from '../own-accounts';
import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';
import { readLinkFromOutbox } from './outbox';

// Decision 128: one rule for the donor's language (the link's or the switch's choice, else the
// browser's, else English), carried from the child's link to the receipt; a switch on every page.
const viewports = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** The switch of a page the server draws, named in the page's language. */
const languageSwitch = (page: Page, label: 'Language' | 'Idioma') =>
  page.getByRole('navigation', { name: label });

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  for (const [name, viewport] of viewports) {
    test(`on a ${name} opens a child's link, pledges in Spanish and gets a Spanish receipt`, async ({
      page,
      ownThon,
      browser,
    }) => {
      const thon = await ownThon(PLEDGE_THON);
      const child = thon.participants[0];
      if (!child) throw new Error('the Thon has no participant');
      await page.setViewportSize(viewport);

      await page.goto(`/event/${thon.eventCode}/p/${child.id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      const switcher = languageSwitch(page, 'Idioma');
      await expect(switcher.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
      await expect(switcher.getByRole('link', { name: 'English' })).toBeInViewport();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `donor-language-child-es-${name}`, { fullPage: false });

      await page.getByRole('link', { name: 'Prometer por Pat R.' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Apoya a Pat R.' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      const formSwitch = page.getByRole('navigation', { name: 'Idioma' });
      await expect(formSwitch.getByRole('button', { name: 'Español' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(formSwitch.getByRole('button', { name: 'English' })).toBeInViewport();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `donor-language-form-es-${name}`, { fullPage: false });
      // The form's switch works from the keyboard and changes the words in place.
      await formSwitch.getByRole('button', { name: 'English' }).press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Pledge to Pat R.' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page
        .getByRole('navigation', { name: 'Language' })
        .getByRole('button', { name: 'Español' })
        .press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Apoya a Pat R.' })).toBeVisible();
      await expect(page).toHaveURL(/[?&]lang=es$/);

      const email = `lucia-${randomUUID().slice(0, 8)}@example.com`;
      await page.getByText('Donación única', { exact: true }).click();
      await page.getByRole('textbox', { name: 'Cantidad de la donación' }).fill('25');
      await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía');
      await page.getByRole('textbox', { name: 'Apellido' }).fill('Gómez');
      await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
      await page.getByRole('textbox', { name: 'Número de tarjeta de prueba' }).fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: /^Donar \$/ }).click();
      await expect(page.getByText('¡Gracias, Lucía!')).toBeVisible();
      await expect(page.getByText('Promesa registrada.')).toBeVisible();

      const manage = await readLinkFromOutbox(browser, {
        subject: 'Tu promesa de donación a',
        to: email,
        link: /\/pledge\/[\w-]+\?lang=es/,
        screenshot: `donor-language-receipt-es-${name}`,
      });
      await page.goto(manage);
      await expect(page.getByRole('heading', { level: 1, name: `Tu promesa a ${thon.name}` })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });
  }
});

test.describe('an English browser', () => {
  for (const [name, viewport] of viewports) {
    test(`on a ${name} switches to Spanish on the home page and the next page stays Spanish`, async ({
      page,
      ownThon,
    }) => {
      const thon = await ownThon(PLEDGE_THON);
      await page.setViewportSize(viewport);
      await page.goto('/home');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByRole('button', { name: /Language/ }).click();
      await page.getByRole('menuitem', { name: 'Español' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Cada vuelta recauda más para tu escuela' }),
      ).toBeVisible();
      await saveScreenshot(page, `donor-language-home-es-${name}`, { fullPage: false });

      await page.getByRole('textbox', { name: 'Código del evento' }).fill(thon.eventCode);
      await page.getByRole('button', { name: 'Ir al Thon' }).click();
      await expect(page).toHaveURL(new RegExp(`/event/${thon.eventCode}(#.*)?$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('link', { name: 'Donar al Thon' }).first()).toBeVisible();

      // The switch keeps the page: back to English on the same Thon.
      await languageSwitch(page, 'Idioma').getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(new RegExp(`/event/${thon.eventCode}\\?lang=en$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(languageSwitch(page, 'Language').getByRole('link', { name: 'English' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `donor-language-thon-en-${name}`, { fullPage: false });
    });
  }
});
