import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { OWN_MONEY_THON } from '../own-accounts';
import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

const organizer = OWN_MONEY_THON.organizer.email.replace('@pledgethon.test', '');

test.describe("an organiser's card about the Thon's children's data", () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(organizer);
    await page.goto(`/thon/${OWN_MONEY_THON.eventCode}/settings`);
  });

  test("exports all of the Thon's data as one zip of CSV files and a workbook", async ({ page }) => {
    const card = page
      .getByRole('heading', { name: "Children's data" })
      .locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")]');
    const button = card.getByRole('button', { name: 'Export all data' });
    await expect(button).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`${OWN_MONEY_THON.eventCode}-export.zip`);
    try {
      const zip = await JSZip.loadAsync(await readFile((await download.path()) ?? ''));
      expect(Object.keys(zip.files).sort()).toEqual(
        [
          'messages.csv',
          'participants.csv',
          'payments.csv',
          'pledges.csv',
          'results.csv',
          `${OWN_MONEY_THON.eventCode}.xlsx`,
        ].sort(),
      );
      const participants = (await zip.file('participants.csv')?.async('string')) ?? '';
      for (const child of OWN_MONEY_THON.participants)
        expect(participants).toContain(`${child.firstName},${child.lastName}`);
    } finally {
      await download.delete();
    }
    await expect(button).toBeEnabled();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'thon-data-export');
  });

  test('chooses a retention period, sees it saved, and sees what the dry run would remove', async ({
    page,
  }) => {
    const days = page.getByRole('textbox', { name: 'Days kept after the Thon' });
    await expect(days).toBeVisible();
    await expect(
      page.getByText(/^Would go now: \d+ participants, \d+ photos, \d+ parent contacts\.$/),
    ).toBeVisible();
    const before = await page.getByText(/^Kept until /).textContent();
    // Longer than the Thon's default, so no other test's data ever becomes due.
    const chosen = String(700 + Math.floor(Math.random() * 396));
    await days.fill(chosen);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`removed ${chosen} days after the Thon ends`)).toBeVisible();
    await expect(page.getByText(/^Kept until /)).not.toHaveText(before ?? '');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Days kept after the Thon' })).toHaveValue(chosen);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'thon-data-retention');
  });
});
