import type { Page } from '@playwright/test';
import { OWN_GIFT_THON } from '../own-accounts';
import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

const giftPath = `/event/${OWN_GIFT_THON.eventCode}/pledge?participant=${OWN_GIFT_THON.participantId}`;
const CHECK_FAILED = 'Your bank did not confirm this card. Please try again or use another card.';

/** A guest on a phone gives $50 with the test card whose bank asks for its own check (3-D Secure). */
async function giveWithBankCheckCard(page: Page, donor: { first: string; email: string }) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(giftPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Pledge to Quinn W.' })).toBeVisible();
  await page.getByText('One-time gift').click();
  await page.getByRole('button', { name: '$50.00' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill(donor.first);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Donor');
  await page.getByRole('textbox', { name: 'Email address' }).fill(donor.email);
  await expect(page.getByText('4000 0027 6000 3184 asks for your bank’s check (3-D Secure)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Test card number' }).fill('4000 0027 6000 3184');
  await page.getByRole('button', { name: 'Give $50.00' }).click();
  const check = page.getByRole('dialog', { name: 'Test bank check' });
  await expect(check).toBeVisible();
  await expect(check.getByText('Test payments: no bank is asked')).toBeVisible();
  return check;
}

test('a donor passes the bank check of a 3-D Secure test card and sees the gift made', async ({ page }) => {
  const check = await giveWithBankCheckCard(page, { first: 'Ines', email: 'ines.checked@example.com' });
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'card-check-dialog-phone');
  await check.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ines!' })).toBeVisible();
  await expect(page.getByText('Pledge submitted.')).toBeVisible();
  await expect(page.getByText('Your card was charged $50.00.')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'card-check-passed-phone');
});

test('a donor who fails the bank check is told so, and gives with another card', async ({ page }) => {
  const check = await giveWithBankCheckCard(page, { first: 'Jules', email: 'jules.refused@example.com' });
  await check.getByRole('button', { name: 'Fail the check' }).click();
  await expect(check).toBeHidden();
  // Said beside the button, which has the focus, and at the card.
  const summary = page.getByRole('main').getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(CHECK_FAILED);
  await expect(page.getByRole('textbox', { name: 'Test card number' })).toHaveAccessibleDescription(
    CHECK_FAILED,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Pledge to Quinn W.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'card-check-failed-phone');

  await page.getByRole('textbox', { name: 'Test card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Give $50.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Jules!' })).toBeVisible();
});

test('a donor reading the form in Spanish is told in Spanish that the check failed, then that a card was declined', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'pledgethon.language', value: 'es', url: baseURL ?? '' }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(giftPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Apoya a Quinn W.' })).toBeVisible();
  await page.getByText('Donación única').click();
  await page.getByRole('button', { name: '$50.00' }).click();
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
  await page.getByRole('textbox', { name: 'Apellido' }).fill('Donante');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('lucia.rechazada@example.com');
  const cardNumber = page.getByRole('textbox', { name: 'Número de tarjeta de prueba' });
  await cardNumber.fill('4000 0027 6000 3184');
  await page.getByRole('button', { name: 'Donar $50.00' }).click();
  const check = page.getByRole('dialog', { name: 'Verificación bancaria de prueba' });
  await check.getByRole('button', { name: 'Rechazar la verificación' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Tu banco no confirmó esta tarjeta. Inténtalo de nuevo o usa otra tarjeta.',
  );
  await expect(page.getByText(CHECK_FAILED)).toBeHidden();

  await cardNumber.fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Donar $50.00' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Tu tarjeta fue rechazada. Prueba con otra tarjeta.',
  );
  await expect(cardNumber).toHaveAccessibleDescription('Tu tarjeta fue rechazada. Prueba con otra tarjeta.');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'card-declined-es-phone');
});
