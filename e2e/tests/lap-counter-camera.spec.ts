import { qrLoginUrl } from '../../apps/server/src/features/access-codes/qr-login';
import { withQrCamera } from '../fake-camera';
import { expect, expectNoAxeViolations, openSignedInOn, saveScreenshot, test } from './fixtures';

test('a badge held up to the camera counts one lap, and again within the guard time is ignored', async ({
  playwright,
  launchOptions,
  baseURL,
  ownThon,
}) => {
  const thon = await ownThon({ organizer: true, participants: [{ firstName: 'Eve', lastName: 'Fir' }] });
  const [eve] = thon.participants;
  if (!eve || !baseURL) throw new Error('the Thon has no runner, or the tests no address');
  // Chromium's camera plays a picture of Eve's badge, as the badge sheet prints it: a browser of this
  // test's own, started with it, since a camera's picture is chosen when its browser starts.
  const camera = withQrCamera(launchOptions, qrLoginUrl(baseURL, eve.accessCode));
  const browser = await playwright.chromium.launch(camera.options);
  try {
    const context = await browser.newContext({
      baseURL,
      locale: 'en-US',
      reducedMotion: 'reduce',
      permissions: ['camera'],
      viewport: { width: 412, height: 915 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openSignedInOn(page, thon.organizer?.email ?? '', `/thon/${thon.eventCode}/count`);
    await expect(page.getByTestId('counter-network')).toHaveText('Online');
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    const confirmation = page.getByTestId('counter-confirmation');
    await expect(confirmation).toHaveText('Eve F.: 1 lap', { timeout: 15_000 });
    // The badge stays in view: after 3 s it reads as a new scan, within the 20 s guard time.
    await expect(confirmation).toHaveText(/^Eve F\. was counted \d+ s ago: this scan is ignored\.$/, {
      timeout: 10_000,
    });
    await saveScreenshot(page, 'lap-counter-camera');
    await page.getByRole('button', { name: 'Stop the camera' }).click();
    await expect(page.getByRole('button', { name: 'Eve F., 1 lap: count a lap' })).toBeVisible();
    await expect(page.getByTestId('counter-waiting')).toHaveText('All scans sent');
    await expect(page.getByRole('button', { name: /^Undo the lap of Eve F\./ })).toHaveCount(1);
    await expectNoAxeViolations(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  } finally {
    await browser.close();
    camera.remove();
  }
});
