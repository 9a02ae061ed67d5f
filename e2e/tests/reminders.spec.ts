import type { Page } from '@playwright/test';
import { REMINDER_THON_CODE } from '../own-reminder-thon';
import { demoUser, expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

const PAGE = `/thon/${REMINDER_THON_CODE}/reminders`;

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('an organiser edits a reminder and cancels, and another row waits meanwhile', async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn(demoUser('e2e.reminders'), PAGE);
  await expect(page).toHaveTitle('Reminders · PledgeThon');
  await expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
  const comingUp = card(page, 'Text: event coming up');
  await expect(comingUp).toContainText('Sunday, 04/11/2027');
  await expect(comingUp).toContainText('11:00 AM EST');
  // Reminders go to the whole Thon: the page does not speak of which participants the caller sees.
  await expect(page.getByText('You see every participant of this Thon.')).toHaveCount(0);

  await comingUp.getByRole('button', { name: 'Edit: Text: event coming up' }).click();
  await expect(card(page, 'Last chance').getByRole('button', { name: 'Edit: Last chance' })).toBeDisabled();
  await comingUp.getByRole('textbox', { name: 'Days' }).fill('-3');
  const time = comingUp.getByRole('textbox', { name: 'Time' });
  await time.fill('13:00 PM');
  await expect(comingUp.getByText('Invalid Time')).toBeVisible();
  await expect(comingUp.getByRole('button', { name: 'Keep' })).toBeDisabled();
  await expect(comingUp.getByText('Default in EST: 11:00 AM')).toBeVisible();
  await saveScreenshot(page, 'reminders-editing');
  await expectNoAxeViolations(page);

  await comingUp.getByRole('button', { name: 'Cancel' }).click();
  await expect(comingUp).toContainText('Sunday, 04/11/2027');
  await expect(comingUp).toContainText('11:00 AM EST');
  await expect(card(page, 'Last chance').getByRole('button', { name: 'Edit: Last chance' })).toBeEnabled();

  // Kept, the new time and day stay after a reload.
  const tomorrow = card(page, 'Email: event tomorrow');
  await tomorrow.getByRole('button', { name: 'Edit: Email: event tomorrow' }).click();
  await tomorrow.getByRole('textbox', { name: 'Days' }).fill('-2');
  await tomorrow.getByRole('textbox', { name: 'Time' }).fill('7:15 pm');
  await tomorrow.getByRole('button', { name: 'Keep' }).click();
  await expect(tomorrow).toContainText('Wednesday, 04/14/2027');
  await page.reload();
  await expect(card(page, 'Email: event tomorrow')).toContainText('07:15 PM EST');
});

test("an organiser holds the participants' texts between two times; an end before the start moves", async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn(demoUser('e2e.reminders'), PAGE);
  const share = card(page, 'Participant text share');
  await expect(share).toContainText('Immediately');
  await share.getByRole('button', { name: 'Edit: Participant text share' }).click();
  await share.getByRole('textbox', { name: 'Hold from' }).fill('9:00 pm');
  await share.getByRole('textbox', { name: 'Hold until' }).fill('8:00 pm');
  await share.getByRole('textbox', { name: 'Hold until' }).blur();
  await expect(share.getByRole('textbox', { name: 'Hold until' })).toHaveValue('10:00 PM');
  await expect(share.getByRole('combobox', { name: 'Send' })).toHaveValue('Hold Messages Between');
  await expect(share.getByText(/A text shared now goes out at/)).toBeVisible();
  await saveScreenshot(page, 'reminders-sms-share');
  await share.getByRole('button', { name: 'Keep' }).click();
  await expect(share).toContainText('Hold Messages Between 09:00 PM – 10:00 PM');
});

test('an organiser writes a template with a live preview, gives it to a reminder and archives it', async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn(demoUser('e2e.reminders'), PAGE);
  const comingUp = card(page, 'Email: event coming up');
  await expect(comingUp).toContainText('Coming up (email)');
  await comingUp.getByRole('button', { name: 'Messages' }).click();
  const dialog = page.getByRole('dialog', { name: 'Messages: Email: event coming up' });
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveAttribute('readonly');

  await dialog.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'New template' }).click();
  await dialog.getByRole('textbox', { name: 'Template name' }).fill('Library countdown');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('[EVENT_NAME] is coming');
  // The message is written as formatted text: a placeholder goes in where the cursor is, and the
  // toolbar bolds and lists.
  await dialog.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('Hi [FIRSTNAME], cheer on ');
  await dialog.getByRole('button', { name: 'PARTICIPANT_FULL_NAME' }).click();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Go team!');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Read');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Give');
  const preview = dialog.getByTestId('template-preview');
  await expect(preview).toContainText('Riverside Read-a-thon is coming');
  await expect(preview).toContainText('Hi Rae, cheer on Mia Reader');
  await expect(preview.locator('strong')).toHaveText('Go team!');
  await expect(preview.locator('li')).toHaveText(['Read', 'Give']);
  await saveScreenshot(page, 'reminders-template-editor');
  await expectNoAxeViolations(page);
  // The same message as HTML, as it is stored.
  await dialog.getByText('HTML', { exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(
    '<p>Hi [FIRSTNAME], cheer on [PARTICIPANT_FULL_NAME]</p><p><strong>Go team!</strong></p>' +
      '<ul><li><p>Read</p></li><li><p>Give</p></li></ul>',
  );
  await saveScreenshot(page, 'reminders-template-html');

  await dialog.getByRole('button', { name: 'Save as new template' }).click();
  await expect(page.getByText('Saved.').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Use for this reminder' }).click();
  await expect(dialog.getByText('in use')).toBeVisible();
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await page
    .getByRole('dialog', { name: 'Archive this template?' })
    .getByRole('button', { name: 'Archive' })
    .click();
  await expect(page.getByText('Template sucessfully archived')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(comingUp).toContainText('Coming up (email)');
});

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the reminders page passes axe on a ${name}`, async ({ page, openSignedIn }) => {
    await page.setViewportSize({ width, height });
    await openSignedIn(demoUser('e2e.reminders'), PAGE);
    await expect(card(page, 'Participant text share')).toContainText('Share (text)');
    await saveScreenshot(page, `reminders-${name}`);
    await expectNoAxeViolations(page);
  });
}
