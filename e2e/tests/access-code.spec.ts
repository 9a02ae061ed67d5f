import {
  demoUser,
  expect,
  expectNoAxeViolations,
  expectSignInRefused,
  saveScreenshot,
  test,
} from './fixtures';

const demoAccessCode = 'DEMO-ACCESS-1';
const qrCode = Buffer.from(demoAccessCode).toString('base64');

test('scanning the QR code signs the participant in and lands on the access-code landing', async ({
  page,
}) => {
  await page.goto(`/home?action=accesscode&code=${encodeURIComponent(qrCode)}`);

  await expect(page).toHaveURL(/\/home\/MyAccount\?action=AccessCode$/);
  await expect(page.getByText('You are signed in with your access code.')).toBeVisible();
  await expect(page.getByText('Role: Participant')).toBeVisible();
  await expect(page.getByText(demoAccessCode, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'access-code-qr-landing');
});

test('the access-code form signs in, names a missing code and refuses an unknown one', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('tab', { name: 'Access code' }).click();
  await page.getByRole('button', { name: 'Sign in with access code' }).click();
  await expect(page.getByText('Please enter access code')).toBeVisible();

  await page.getByRole('textbox', { name: 'Access code' }).fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Sign in with access code' }).click();
  await expectSignInRefused(page, 'Access code invalid.');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'access-code-invalid');

  await page.getByRole('textbox', { name: 'Access code' }).fill(demoAccessCode.toLowerCase());
  await page.getByRole('button', { name: 'Sign in with access code' }).click();
  await expect(page).toHaveURL(/\/home\/MyAccount\?action=AccessCode$/);
});

test("an organiser sees the Thon's access codes by team and prints a team's badges", async ({
  page,
  openSignedIn,
  ownThon,
}) => {
  const thon = await ownThon({
    event: { name: 'Willow Park Fun Run' },
    teams: ['Red Rockets', 'Blue Comets'],
    participants: [
      { firstName: 'Avery', lastName: 'Runner', team: 'Red Rockets' },
      { firstName: 'Blake', lastName: 'Runner', team: 'Red Rockets' },
      { firstName: 'Casey', lastName: 'Runner', team: 'Blue Comets' },
    ],
    organizer: true,
  });
  // The browser's print dialog cannot be driven: the page's print call is recorded instead.
  await page.addInitScript({
    content: "window.print = () => document.body.setAttribute('data-printed', 'true');",
  });
  await openSignedIn(thon.organizer?.email ?? '', '/home/MyAccount');
  await page.getByRole('link', { name: 'Open access codes' }).click();

  // The organiser's only Thon is chosen for them.
  await expect(page.getByRole('combobox', { name: 'Thon' })).toHaveValue(
    new RegExp(`^Willow Park Fun Run \\(${thon.eventCode}\\)`),
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Willow Park Fun Run' })).toBeVisible();
  await page.getByRole('button', { name: /^Red Rockets/ }).click();
  const redRockets = page.getByRole('region', { name: /^Red Rockets/ });
  await expect(redRockets.getByRole('img', { name: /QR code that signs in/ }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await redRockets
    .getByRole('button', { name: /Download QR code/ })
    .first()
    .click();
  expect((await download).suggestedFilename()).toMatch(/^qr-.+\.png$/);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'access-codes');

  await page.getByRole('link', { name: 'Print badges: Red Rockets' }).click();
  await expect(page.getByRole('heading', { name: 'Badges: Red Rockets' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toContainText('Willow Park Fun Run');
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'true');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'access-code-badges');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await saveScreenshot(page, 'access-code-badges-print');
});

test("a teacher's access-code page opens on the teacher's own Thon", async ({ page, openSignedIn }) => {
  await openSignedIn(demoUser('teacher'), '/account/access-codes');

  await expect(page.getByRole('heading', { level: 2, name: 'Maple Elementary Fun Run' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Thon' })).toHaveValue(/\(MAPLE26\)/);
});

test('a super administrator chooses the Thon from every Thon there is', async ({ page, openSignedIn }) => {
  await openSignedIn(demoUser('admin'), '/account/access-codes?event=NO-SUCH-THON');
  await expect(page.getByText('Sorry, that code is not valid.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Thon' }).click();
  await page.getByRole('option', { name: /^Maple Elementary Fun Run \(MAPLE26\)/ }).click();
  await expect(page).toHaveURL(/\/account\/access-codes\?event=MAPLE26$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Maple Elementary Fun Run' })).toBeVisible();
});
