import { CAROUSEL_AUTO_SLIDE_MS } from '@pledgethon/core';
import sharp from 'sharp';
import { expect, expectNoSeriousViolations, saveScreenshot, test } from './fixtures';

// Landing page addresses are the whole site's: this run's is its own.
const pageUrl = `spring-run-${Date.now().toString(36)}`;

const picture = (width: number, height: number, color: string, format: 'jpeg' | 'png') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#ffffff" opacity="0.7"/></svg>`,
        ),
      },
    ])
    [format]()
    .toBuffer();

test('an organiser makes a landing page with a cropped hero and a gallery, shares it and deletes it', async ({
  page,
  openSignedIn,
  ownThon,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { eventCode, organizer } = await ownThon({
    organizer: true,
    organization: { name: 'Spring Valley School' },
    event: {
      name: 'Spring Valley Fun Run',
      eventDate: '2027-04-20',
      goalCents: 500_000,
      fundsGoTo: 'a new playground',
    },
  });

  await openSignedIn(organizer?.email ?? '', `/thon/${eventCode}/landing-pages`);
  await expect(page).toHaveTitle('Landing pages · PledgeThon');
  await expect(page.getByRole('heading', { level: 1, name: 'Landing pages' })).toBeVisible();
  await expect(page.getByText('No landing pages yet.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'landing-pages-empty');

  await page.getByRole('button', { name: 'Add landing page' }).click();
  const popup = page.getByRole('dialog', { name: 'Add landing page' });
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(popup.getByRole('alert').filter({ hasText: 'Missing or Invalid Fields' })).toContainText(
    'Please review the required fields.',
  );
  await saveScreenshot(page, 'landing-pages-popup-invalid');

  await popup.getByRole('textbox', { name: 'Title' }).fill('Spring Valley Fun Run');
  await popup.getByRole('textbox', { name: 'Page address' }).fill('home');
  await expect(popup.getByText('Not Available: URL already exists. Please try another.')).toBeVisible();
  await popup.getByRole('textbox', { name: 'Page address' }).fill(pageUrl);
  await expect(popup.getByText('This address is free.')).toBeVisible();
  await popup.getByRole('textbox', { name: 'Headline' }).fill('Run laps, build a playground');
  await popup
    .getByRole('textbox', { name: 'Story' })
    .fill('Our students run on April 20.\n\nEvery lap brings the new playground closer.');

  const files = popup.locator('input[type=file]');
  await files.nth(0).setInputFiles({
    name: 'team.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture(1600, 1000, '#4c6ef5', 'jpeg'),
  });
  const cropper = page.getByRole('dialog', { name: 'Crop the image' });
  await expect(cropper.getByRole('button', { name: 'Crop and use' })).toBeEnabled();
  await cropper.getByRole('slider', { name: 'Zoom' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(cropper.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuenow', '110');
  await saveScreenshot(page, 'landing-pages-cropper');
  await cropper.getByRole('button', { name: 'Crop and use' }).click();
  await expect(cropper).toBeHidden();
  await expect(popup.getByRole('img', { name: 'Hero image' })).toBeVisible();

  await files.nth(1).setInputFiles([
    { name: 'laps.png', mimeType: 'image/png', buffer: await picture(1200, 800, '#2f9e44', 'png') },
    { name: 'cheer.png', mimeType: 'image/png', buffer: await picture(1200, 800, '#e8590c', 'png') },
  ]);
  await expect(popup.getByRole('button', { name: /Remove gallery image/ })).toHaveCount(2);

  await popup.getByRole('textbox', { name: 'Video link' }).fill('https://example.com/clip.mp4');
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(popup.getByText('Invalid Video')).toBeVisible();
  await popup.getByRole('textbox', { name: 'Video link' }).fill('');
  await saveScreenshot(page, 'landing-pages-popup-filled');
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Spring Valley Fun Run' })).toBeVisible();

  // The public page, as a visitor sees it.
  await page.goto(`/${pageUrl}`);
  await expect(page).toHaveTitle('Spring Valley Fun Run · PledgeThon');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/LandingPageImage\/images\//,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Spring Valley Fun Run' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pledge now' }).first()).toHaveAttribute(
    'href',
    `/event/${eventCode}`,
  );
  await expect(page.getByText('$0.00 raised of $5,000.00 goal')).toBeVisible();
  const hero = page.locator('.hero > img');
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('group', { name: /Image \d of 2/ })).toHaveCount(2);
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'landing-page-public-desktop');

  // The lightbox wraps around with the keyboard, closes on Escape and gives focus back.
  const opener = page.getByRole('button', { name: 'Open image 1' });
  await opener.click();
  const lightbox = page.locator('dialog.lightbox');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator('.count')).toHaveText('Image 1 of 2');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.locator('.count')).toHaveText('Image 2 of 2');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.locator('.count')).toHaveText('Image 1 of 2');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.locator('.count')).toHaveText('Image 2 of 2');
  await expect
    .poll(() => lightbox.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await saveScreenshot(page, 'landing-page-lightbox');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(opener).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'landing-page-public-phone');

  // Deleted through the delete-page popup, after a confirmation.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/thon/${eventCode}/landing-pages`);
  await page.getByRole('button', { name: 'Delete: Spring Valley Fun Run' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete landing page' });
  await expect(confirm).toContainText(`/${pageUrl}`);
  await saveScreenshot(page, 'landing-pages-delete-popup');
  await confirm.getByRole('button', { name: 'Delete page' }).click();
  await expect(page.getByText('Landing page deleted.')).toBeVisible();
  await expect(page.getByText('No landing pages yet.')).toBeVisible();
  await page.goto(`/${pageUrl}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spring Valley Fun Run' })).toHaveCount(0);
});

test("the demo's landing page shows its pictures", async ({ page }) => {
  await page.goto('/maple-fun-run');
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Elementary Fun Run' })).toBeVisible();
  const hero = page.locator('.hero > img');
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const slides = page.locator('.slide img');
  await expect(slides).toHaveCount(2);
  await expect
    .poll(() => slides.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoSeriousViolations(page);
  await saveScreenshot(page, 'landing-page-demo');
});

test('the gallery moves by itself, but not while pointed at, nor for visitors who prefer less motion', async ({
  page,
}) => {
  const track = page.locator('.carousel .track');
  // The page's own clock, moved by the test: a turn of the gallery takes no real time to wait out.
  await page.clock.install();
  const turn = CAROUSEL_AUTO_SLIDE_MS + 500;
  // The browser tests ask for less motion by default; this visitor does not mind it.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/maple-fun-run');
  await page.locator('.carousel').hover();
  await page.clock.runFor(turn);
  await expect(track).not.toHaveAttribute('style', /-100%/);
  await page.mouse.move(0, 0);
  await page.clock.runFor(turn);
  await expect(track).toHaveAttribute('style', /translateX\(-100%\)/);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/maple-fun-run');
  await page.clock.runFor(turn);
  await expect(track).not.toHaveAttribute('style', /-100%/);
});

test("a picture that does not load says 'Failed to load image' in the lightbox", async ({ page }) => {
  // The lightbox shows each picture's largest size; the carousel's smaller ones still load.
  await page.route(/_1200x800\.jpg$/, (route) => route.abort());
  await page.goto('/maple-fun-run');
  await page.getByRole('button', { name: 'Open image 1' }).click();
  const lightbox = page.locator('dialog.lightbox');
  await expect(lightbox.getByText('Failed to load image')).toBeVisible();
  await saveScreenshot(page, 'landing-page-lightbox-failed');
});
