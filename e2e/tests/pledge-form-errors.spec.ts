import { expect, type Page } from '@playwright/test';
import { PLEDGE_THON } from '../own-accounts';
import { expectNoAxeViolations, saveScreenshot, test } from './fixtures';

/** The form's words the walk reads, in one language. */
type Words = {
  heading: string;
  flat: string;
  amount: string;
  firstName: string;
  lastName: string;
  email: string;
  card: string;
  give: RegExp;
  minimumPledge: string;
  reviewRequired: string;
  invalidEmail: string;
  declined: string;
};

const english: Words = {
  heading: 'Pledge to Pat R.',
  flat: 'One-time gift',
  amount: 'Gift amount',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  card: 'Test card number',
  give: /^Give \$/,
  minimumPledge: 'The minimum transaction amount is $1 for all pledges.',
  reviewRequired: 'Please review the required fields.',
  invalidEmail: 'Please enter a valid email address.',
  declined: 'Your card was declined. Please try another card.',
};

const spanish: Words = {
  heading: 'Apoya a Pat R.',
  flat: 'Donación única',
  amount: 'Cantidad de la donación',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  card: 'Número de tarjeta de prueba',
  give: /^Donar \$/,
  minimumPledge: 'La cantidad mínima de cada transacción es $1 para todas las promesas.',
  reviewRequired: 'Revisa los campos obligatorios.',
  invalidEmail: 'Introduce una dirección de correo electrónico válida.',
  declined: 'Tu tarjeta fue rechazada. Prueba con otra tarjeta.',
};

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/**
 * The summary the form refused with: it has the keyboard, is in view where the donor pressed the
 * button, says `message`, and links to the field that must change, which says `fieldText` itself.
 */
async function expectRefusedAt(page: Page, message: string, field: string, fieldText: string) {
  const summary = page.getByRole('main').getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary).toContainText(message);
  const link = fieldText === message ? field : `${field}: ${fieldText}`;
  await expect(summary.getByRole('link', { name: link, exact: true })).toBeVisible();
  const input = page.getByRole('textbox', { name: field, exact: true });
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(escaped(fieldText)));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A donor meets each refusal of the form in turn, each at its field and in the summary beside the
 * button: an amount under $1, an empty name, a bad e-mail address, and the test card that is declined.
 */
async function meetEachError(page: Page, words: Words, shots: string) {
  await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
  await page.getByText(words.flat, { exact: true }).click();
  await page.getByRole('textbox', { name: words.amount }).fill('0.50');
  await page.getByRole('textbox', { name: words.firstName }).fill('Dana');
  await page.getByRole('textbox', { name: words.lastName }).fill('Donor');
  await page.getByRole('textbox', { name: words.email }).fill('dana.donor@example.com');
  await page.getByRole('textbox', { name: words.card }).fill('4242 4242 4242 4242');
  const give = page.getByRole('button', { name: words.give });

  await give.click();
  await expectRefusedAt(page, words.minimumPledge, words.amount, words.minimumPledge);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, `${shots}-amount`, { fullPage: false });

  await page.getByRole('textbox', { name: words.amount }).fill('50');
  await page.getByRole('textbox', { name: words.firstName }).fill('');
  await give.click();
  await expectRefusedAt(page, words.reviewRequired, words.firstName, words.reviewRequired);
  await page.getByRole('main').getByRole('alert').getByRole('link', { name: words.firstName }).click();
  await expect(page.getByRole('textbox', { name: words.firstName })).toBeFocused();
  await saveScreenshot(page, `${shots}-name`, { fullPage: false });

  await page.getByRole('textbox', { name: words.firstName }).fill('Dana');
  await page.getByRole('textbox', { name: words.email }).fill('dana.donor.example.com');
  await give.click();
  await expectRefusedAt(page, words.reviewRequired, words.email, words.invalidEmail);
  await saveScreenshot(page, `${shots}-email`, { fullPage: false });

  await page.getByRole('textbox', { name: words.email }).fill('dana.donor@example.com');
  await page.getByRole('textbox', { name: words.card }).fill('4000 0000 0000 0002');
  await give.click();
  await expectRefusedAt(page, words.declined, words.card, words.declined);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, `${shots}-declined`, { fullPage: false });
}

for (const [name, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test(`a donor on a ${name} meets each error of the pledge form at its field and beside the button`, async ({
    page,
    ownThon,
  }) => {
    const thon = await ownThon(PLEDGE_THON);
    await page.setViewportSize(viewport);
    await page.goto(`/event/${thon.eventCode}/pledge?participant=${thon.participants[0]?.id}`);
    await meetEachError(page, english, `pledge-errors-${name}`);
  });
}

test('a donor reading the form in Spanish meets each error in Spanish', async ({
  page,
  ownThon,
  baseURL,
}) => {
  const thon = await ownThon(PLEDGE_THON);
  await page.context().addCookies([{ name: 'pledgethon.language', value: 'es', url: baseURL ?? '' }]);
  await page.setViewportSize(phone);
  await page.goto(`/event/${thon.eventCode}/pledge?participant=${thon.participants[0]?.id}`);
  await meetEachError(page, spanish, 'pledge-errors-es-phone');
});
