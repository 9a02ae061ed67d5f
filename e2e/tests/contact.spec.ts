import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

test('a visitor opens the contact form from the home page and must answer the captcha', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact support' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter the required fields.').first()).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Issue type' }).click();
  await page.getByRole('option', { name: 'Question' }).click();
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Pat Visitor');
  await dialog.getByRole('textbox', { name: 'Your email address' }).fill('pat@example.org');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Running a Thon at our school');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('How do we start?');
  await dialog.getByRole('textbox', { name: 'Type the characters shown' }).fill('wrong');
  await dialog.getByRole('button', { name: 'Send' }).click();

  await expect(dialog.getByText('Invalid Captcha').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'contact-visitor');
});

test('a franchisee user contacts support from the account page without a captcha', async ({
  page,
  signIn,
}) => {
  await signIn('franchisee');
  await page.getByRole('button', { name: 'Contact support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact support' });
  await expect(dialog.getByRole('textbox', { name: 'Type the characters shown' })).toHaveCount(0);

  await dialog.getByRole('combobox', { name: 'Issue type' }).click();
  await page.getByRole('option', { name: 'Problem' }).click();
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Badges for a new Thon');
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill('Can we print badges before the teams are final?');
  await dialog.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(dialog).toBeHidden();
});
