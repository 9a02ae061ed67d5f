import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

// A small picture a parent might upload; the server re-encodes it like every photo.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WUQ3AAAxCwflCGz6RMxNLuo9LKqAh8OBJ96t7zj+Ih0ah8lCkbOf4CTCOQuWhSNnOIRQDbRQqD0XKhkMDxqqOKNeZH72fZjHQRqHyUKRsODRgrOrIp1F4AUnxENMKg1pWAAAAAElFTkSuQmCC',
  'base64',
);

test.describe("a parent's rights over their child's data", () => {
  test.setTimeout(90_000);

  test('a parent uploads a consented photo, downloads the child’s data, withdraws the photo and the public page changes', async ({
    page,
    browser,
    openSignedIn,
    ownAccount,
    ownThon,
  }) => {
    const [parent, thon] = await Promise.all([ownAccount({ roles: ['parent'] }), ownThon()]);
    await openSignedIn(parent.email, '/parent/addparticipant');
    await page.getByRole('tab', { name: 'By event code' }).click();
    const form = page.getByRole('form', { name: 'Add a participant' });
    const firstName = 'Ivy';
    await form.getByRole('textbox', { name: 'Event code' }).fill(thon.eventCode);
    await form.getByRole('textbox', { name: "Child's first name" }).fill(firstName);
    await form.getByRole('textbox', { name: "Child's last name" }).fill('Carter');
    await form.getByRole('checkbox', { name: 'Show the photo' }).check();
    await form.getByRole('button', { name: 'Add participant' }).click();
    await expect(page).toHaveURL(/\/parent\/dashboard$/);

    const card = page.locator('.mantine-Card-root').filter({ hasText: firstName });
    await card
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO });
    const thumbnail = card.getByRole('img', { name: `Photo of ${firstName}` });
    await expect(thumbnail).toBeVisible();
    const participantId = (await thumbnail.getAttribute('src'))?.split('/').at(-1) ?? '';
    expect(participantId).toMatch(/^[0-9a-f-]{36}$/);

    // The public page, as anyone sees it, shows the photo while the consent stands.
    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/event/${thon.eventCode}/p/${participantId}`);
    await expect(publicPage.getByRole('img', { name: `Photo of ${firstName} C.` })).toBeVisible();
    await saveScreenshot(publicPage, 'child-public-page-with-photo');

    // Everything held about the child, downloaded as CSV and JSON.
    await card.getByRole('button', { name: `See everything held about ${firstName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Everything we hold about ${firstName}` });
    await expect(dialog.getByText(`${firstName} Carter`)).toBeVisible();
    await expect(dialog.getByText('Show the photo:')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'parent-child-data');
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download (CSV)' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`child-data-${participantId}.csv`);
    const csvText = await readFile((await csv.path()) ?? '', 'utf8');
    expect(csvText).toContain(`Child,FirstName,${firstName}`);
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download (JSON)' }).click(),
    ]);
    const data = JSON.parse(await readFile((await json.path()) ?? '', 'utf8'));
    expect(data.Child).toMatchObject({ FirstName: firstName, HasPhoto: true });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Withdrawing the consent deletes the photo and the public page no longer shows it.
    // The box follows the server's answer, so it is clicked and then awaited.
    const photoConsent = card.getByRole('checkbox', { name: 'Show the photo' });
    await photoConsent.click();
    await expect(photoConsent).not.toBeChecked();
    await expect(thumbnail).toBeHidden();
    await publicPage.reload();
    await expect(publicPage.getByRole('heading', { name: `${firstName} C.` })).toBeVisible();
    await expect(publicPage.getByRole('img', { name: `Photo of ${firstName} C.` })).toHaveCount(0);
    await saveScreenshot(publicPage, 'child-public-page-photo-withdrawn');
    await saveScreenshot(page, 'parent-photo-withdrawn');
    await visitor.close();
  });
});
