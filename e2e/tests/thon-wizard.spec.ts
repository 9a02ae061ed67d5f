import { demoUser, expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';
import { choose, nextStep } from './new-school';

// A code no other test uses, different on every run of the same server.
const eventCode = `E2E-${Date.now().toString(36).toUpperCase()}`;

test('a super administrator creates a Thon through the wizard, with the tour closed', async ({
  page,
  openSignedIn,
}) => {
  test.setTimeout(90_000);
  // A super administrator: creating a Thon adds no grant or franchise Thon that other tests' accounts would see.
  await openSignedIn(demoUser('admin'), '/thon/new');
  await expect(page).toHaveTitle('Create a Thon · PledgeThon');

  // The tour opens on the first visit, closes, and stays closed after a reload.
  const tour = page.locator('.driver-popover');
  await expect(tour).toContainText('Welcome');
  await saveScreenshot(page, 'thon-wizard-tour');
  await page.locator('.driver-popover-close-btn').click();
  await expect(tour).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a Thon' })).toBeVisible();
  await expect(tour).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Step 1: the organisation; the website must start with http or https.
  await page.getByRole('textbox', { name: 'Organization name' }).fill('Lakeside Elementary');
  await choose(page, 'Organization type', 'Elementary School');
  await page.getByRole('textbox', { name: 'Street address' }).fill('400 Shore Drive');
  await page.getByRole('textbox', { name: 'City' }).fill('Madison');
  await choose(page, 'State or province', 'Wisconsin');
  await page.getByRole('textbox', { name: 'Zip or postal code' }).fill('53703');
  await page.getByRole('textbox', { name: 'Website' }).fill('lakeside.example.org');
  await nextStep(page);
  await expect(page.getByText('The website must start with http:// or https://')).toBeVisible();
  await page.getByRole('textbox', { name: 'Website' }).fill('https://lakeside.example.org');
  await nextStep(page);

  // Step 2: the event, with the event code checked while it is typed.
  await page.getByRole('textbox', { name: 'Thon name' }).fill('Lakeside Fun Run');
  const code = page.getByRole('textbox', { name: 'Event code' });
  await code.fill('MAPLE26');
  await expect(page.getByText('That event code is already taken. Please try another.')).toBeVisible();
  await code.fill(eventCode);
  await expect(page.getByLabel('This event code is available')).toBeVisible();
  await page.getByLabel('Event date').fill('2027-05-14');
  await page.getByRole('textbox', { name: 'Thon goal' }).fill('12,000');
  await expect(page.getByRole('textbox', { name: 'Goal per participant' })).toHaveValue('350.00');
  await choose(page, 'Max units', '45');

  // The draft survives a reload, on the step it was on.
  await page.getByRole('textbox', { name: 'Funds go to' }).fill('a new gym floor');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Thon name' })).toHaveValue('Lakeside Fun Run');
  await expect(page.getByRole('textbox', { name: 'Funds go to' })).toHaveValue('a new gym floor');
  await saveScreenshot(page, 'thon-wizard-event');
  await expectNoAxeViolations(page);
  await nextStep(page);

  // Step 3: the payment account; step 4: a last look.
  await page.getByRole('textbox', { name: 'Legal name of the account holder' }).fill('Lakeside PTO');
  await page.getByRole('textbox', { name: 'Account email' }).fill('pto@lakeside.example.org');
  await nextStep(page);
  await expect(page.getByRole('cell', { name: eventCode })).toBeVisible();
  await expect(page.getByRole('cell', { name: '05/14/2027' })).toBeVisible();
  await saveScreenshot(page, 'thon-wizard-confirm');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create Thon' }).click();
  await expect(page).toHaveURL(new RegExp(`/thon/${eventCode}/settings`));
  await expect(page.getByText('Your Thon is ready.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Event link' })).toHaveValue(new RegExp(`/${eventCode}$`));
  await expect(page.getByRole('textbox', { name: 'Thon name' })).toHaveValue('Lakeside Fun Run');
  // The new Thon's other pages are one click away: its roster is imported next.
  await expect(
    page.getByRole('navigation', { name: 'Lakeside Fun Run' }).getByRole('link', { name: 'Import' }),
  ).toHaveAttribute('href', `/thon/${eventCode}/import`);
  await saveScreenshot(page, 'thon-settings-created');
  await expectNoAxeViolations(page);

  // The draft is gone: a new wizard starts empty.
  await page.goto('/thon/new');
  await expect(page.getByRole('textbox', { name: 'Organization name' })).toHaveValue('');
});
