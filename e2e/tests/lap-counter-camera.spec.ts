import { qrLoginUrl } from '../../apps/server/src/features/access-codes/qr-login';
import { withQrCamera } from '../fake-camera';
import { OWN_GATES_THON } from '../own-accounts';
import { test as base, expect, expectNoAxeViolations, saveScreenshot } from './fixtures';

const organizer = OWN_GATES_THON.organizer.email.replace('@pledgethon.test', '');
const code = OWN_GATES_THON.eventCode;
// Eve, the Thon's second runner: her login badge, as the badge sheet prints it (own-lap-thon.ts).
// At the default port its data holds a pattern like a finder pattern, which the reader must see past
// (badge-qr-reader.ts).
const badge = qrLoginUrl(`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`, `${code}-2`);

// Chromium's camera plays a picture of the badge; its files are made for this worker and removed after it.
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const camera = withQrCamera(launchOptions, badge);
      await use(camera.options);
      camera.remove();
    },
    { scope: 'worker' },
  ],
});
test.use({ permissions: ['camera'] });

test('a badge held up to the camera counts one lap, and again within the guard time is ignored', async ({
  page,
  signIn,
}) => {
  await signIn(organizer);
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto(`/thon/${code}/count`);
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
});
