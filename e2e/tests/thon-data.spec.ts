import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { MONEY_THON } from '../own-accounts';
import type { OwnThon } from '../own-data-routes';
import { test as base, expect, expectNoAxeViolations, saveScreenshot } from './fixtures';

/** Each test opens, as its organiser, the settings of a Thon of its own. */
const test = base.extend<{ thon: OwnThon }>({
  thon: [
    async ({ openSignedIn, ownThon }, use) => {
      const thon = await ownThon(MONEY_THON);
      await openSignedIn(thon.organizer?.email ?? '', `/thon/${thon.eventCode}/settings`);
      await use(thon);
    },
    { auto: true },
  ],
});

test.describe("an organiser's card about the Thon's children's data", () => {
  test("exports all of the Thon's data as one zip of CSV files and a workbook", async ({ page, thon }) => {
    const card = page
      .getByRole('heading', { name: "Children's data" })
      .locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")]');
    const button = card.getByRole('button', { name: 'Export all data' });
    await expect(button).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`${thon.eventCode}-export.zip`);
    try {
      const zip = await JSZip.loadAsync(await readFile((await download.path()) ?? ''));
      expect(Object.keys(zip.files).sort()).toEqual(
        [
          'messages.csv',
          'participants.csv',
          'payments.csv',
          'pledges.csv',
          'results.csv',
          `${thon.eventCode}.xlsx`,
        ].sort(),
      );
      const participants = (await zip.file('participants.csv')?.async('string')) ?? '';
      for (const child of MONEY_THON.participants)
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
