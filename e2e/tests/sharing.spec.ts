import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

// Addresses unique to this run: an address already invited for a participant is not invited again.
const run = Date.now().toString(36);

const VCARD = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'FN:Grandma Carter',
  `EMAIL;TYPE=INTERNET:grandma.${run}@example.com`,
  'TEL;TYPE=CELL:(312) 555-0142',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:4.0',
  'FN:Coach Rivera',
  `EMAIL:coach.${run}@example.org`,
  'END:VCARD',
].join('\r\n');

const sharesOf = (text: string | null) => Number(/(\d+) of 20/.exec(text ?? '')?.[1] ?? 0);

test.describe('sharing a participant', () => {
  test.setTimeout(60_000);

  test('a parent shares a child by e-mail and sees the counter move', async ({
    page,
    openSignedIn,
    ownAccount,
    ownThon,
  }) => {
    const parent = await ownAccount({ roles: ['parent'] });
    await ownThon({ participants: [{ firstName: 'Emma', lastName: 'Carter', parentEmail: parent.email }] });
    await openSignedIn(parent.email, '/parent/dashboard');
    const card = page.locator('.mantine-Card-root').first();
    const counter = card.getByTestId('share-counter');
    await expect(counter).not.toBeEmpty();
    const before = sharesOf(await counter.textContent());

    await card.getByRole('button', { name: /^Share .*’s page$/ }).click();
    const dialog = page.getByRole('dialog');
    const emails = dialog.getByRole('combobox', { name: 'E-mail addresses' });
    await emails.fill('not-an-address');
    await emails.press('Enter');
    await dialog.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(dialog.getByText('Message not sent. Please enter in valid email format.')).toBeVisible();

    // Backspace in the empty field takes the last address back out.
    await emails.press('Backspace');
    for (const address of [`aunt.${run}@example.com`, `neighbour.${run}@example.org`]) {
      await emails.fill(address);
      await emails.press('Enter');
    }
    await dialog.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Email sent.' })).toBeVisible();
    await expect(dialog.getByTestId('share-counter')).toHaveText(
      before + 2 >= 20 ? /Share goal reached/ : `${before + 2} of 20 people reached`,
    );
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'share-email-sent');

    await dialog.getByRole('tab', { name: 'Text message' }).click();
    await dialog.getByRole('combobox', { name: 'Mobile numbers' }).fill('3125550199');
    await dialog.getByRole('combobox', { name: 'Mobile numbers' }).press('Enter');
    await expect(dialog.getByText('(312) 555-0199')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(counter).toHaveText(
      before + 2 >= 20 ? /Share goal reached/ : `${before + 2} of 20 people reached`,
    );
  });

  test('a participant imports contacts from a vCard file into the pick list, on a phone', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn('student');
    const shareCard = page.locator('.mantine-Card-root').filter({ has: page.getByTestId('share-counter') });
    // The demo participant has shared already: the counter shows progress, not its message for 0.
    await expect(shareCard.getByTestId('share-counter')).toHaveText(/\d+ of 20 people reached/);
    await shareCard.getByRole('button', { name: /^Share .*’s page$/ }).click();
    const dialog = page.getByRole('dialog');

    await dialog.locator('input[type=file]').setInputFiles({
      name: 'contacts.vcf',
      mimeType: 'text/vcard',
      buffer: Buffer.from(VCARD),
    });
    await expect(dialog.getByText('2 contacts')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Grandma Carter' }).check();
    await dialog.getByRole('checkbox', { name: 'Coach Rivera' }).check();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'share-contacts-picked-phone');

    await dialog.getByRole('button', { name: 'Add to e-mail' }).click();
    const emailPanel = dialog.getByRole('tabpanel', { name: 'E-mail' });
    await expect(emailPanel.getByText(`grandma.${run}@example.com`, { exact: true })).toBeVisible();
    await expect(emailPanel.getByText(`coach.${run}@example.org`, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add to text' }).click();
    const textPanel = dialog.getByRole('tabpanel', { name: 'Text message' });
    await expect(textPanel.getByText('(312) 555-0142', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'share-contacts-added-phone');
  });
});

test('a Thon page offers its copy button only where its script can copy', async ({
  browser,
  page,
  ownThon,
}) => {
  const thon = await ownThon();
  await page.goto(`/event/${thon.eventCode}`);
  await expect(
    page.getByRole('group', { name: 'Share' }).getByRole('button', { name: 'Copy link' }),
  ).toBeVisible();

  const withoutScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await withoutScript.newPage();
  await bare.goto(`/event/${thon.eventCode}`);
  const share = bare.getByRole('group', { name: 'Share' });
  await expect(share.getByRole('link', { name: 'Email' })).toBeVisible();
  await expect(share.getByRole('button')).toHaveCount(0);
  await withoutScript.close();
});
