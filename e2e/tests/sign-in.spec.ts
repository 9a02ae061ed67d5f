import {
  expect,
  expectNoAxeViolations,
  expectSignInRefused,
  saveScreenshot,
  submitSignIn,
  test,
} from './fixtures';

const accountLanding = /\/home\/MyAccount\?action=LoginPage$/;

// Spec section 2: sign-in lands on MyAccount; the redirect rules then send vendors to the shop and
// parents who are not participants to their dashboard.
const landings = [
  { mailbox: 'admin', url: accountLanding, role: 'Super administrator' },
  { mailbox: 'franchisee', url: accountLanding, role: 'Franchisee user' },
  { mailbox: 'franchisee.lead', url: accountLanding, role: 'Franchisee team leader' },
  { mailbox: 'organizer', url: accountLanding, role: 'Organizer' },
  { mailbox: 'teacher', url: accountLanding, role: 'Teacher' },
  { mailbox: 'teamleader', url: accountLanding, role: 'Team leader' },
  { mailbox: 'student', url: accountLanding, role: 'Participant' },
  { mailbox: 'tester', url: accountLanding, role: 'Test user' },
] as const;

for (const { mailbox, url, role } of landings) {
  test(`${mailbox} signs in and lands on the account page as ${role}`, async ({ page, signIn }) => {
    await signIn(mailbox);

    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByText('You are signed in.', { exact: true })).toBeVisible();
    await expect(page.getByText(`Role: ${role}`)).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `sign-in-${mailbox}`);
  });
}

test('the vendor signs in and lands on the shop', async ({ page, signIn }) => {
  await signIn('vendor');

  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Race Equipment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inflatable finish arch' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'sign-in-vendor');
});

test('the parent signs in and lands on the parent dashboard with both children', async ({ page, signIn }) => {
  await signIn('parent');

  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My participants' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Emma Carter' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Noah Carter' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'sign-in-parent');
});

test('an inactive account is refused with the spec text', async ({ page }) => {
  await page.goto('/home');
  await submitSignIn(page, 'inactive@pledgethon.test', 'Demo2026');

  await expectSignInRefused(page, 'Your account is not active. Please contact administrator.');
  await expect(page).toHaveURL(/\/home$/);
  await saveScreenshot(page, 'sign-in-inactive');
});

test('a wrong password gives the login failure text', async ({ page }) => {
  await page.goto('/home');
  await submitSignIn(page, 'tester@pledgethon.test', 'Wrong2026');

  await expectSignInRefused(page, 'Please check your user name and password and then try again.');
  await expect(page).toHaveURL(/\/home$/);
});

test('an empty sign-in form names each missing field', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByText('Please review required fields')).toBeVisible();
  await expect(page.getByText('Please enter a username')).toBeVisible();
  await expect(page.getByText('Please enter a password')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'sign-in-empty');
});

test('tabbing past an empty field shows no error; emptying a changed one does', async ({ page }) => {
  await page.goto('/home');
  const username = page.getByRole('textbox', { name: 'Username' });

  await username.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Please enter a username')).toHaveCount(0);

  await username.fill('someone');
  await username.fill('');
  await page.getByRole('textbox', { name: 'Password' }).focus();
  await expect(page.getByText('Please enter a username')).toBeVisible();
  await expect(page.getByText('Please enter a password')).toHaveCount(0);
});

test('sign-in follows a same-site redirect and ignores one to another site', async ({ page, signIn }) => {
  await signIn('tester', { from: '/home?redirect=%2Fevent%2FMAPLE26' });
  await expect(page).toHaveURL(/\/event\/MAPLE26$/);

  await page.goto('/home?action=logout');
  await expect(page.getByText('You have been signed out.')).toBeVisible();

  await page.goto(`/home?redirect=${encodeURIComponent('https://evil.example/steal')}`);
  await submitSignIn(page, 'tester@pledgethon.test', 'Demo2026');
  await expect(page).toHaveURL(accountLanding);
});

test('signing out ends the session and shows the sign-in form again', async ({ page, signIn }) => {
  await signIn('organizer');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();

  await page.goto('/home/MyAccount');
  await expect(page).toHaveURL(/\/home\?redirect=%2Fhome%2FMyAccount$/);
});

test('a signed-in visitor who opens /home gets the app at once, and the small page once signed out', async ({
  page,
  signIn,
}) => {
  await signIn('organizer');
  const signedIn = await page.goto('/home');
  // The app's own page, with no first-visit page drawn and left on the way.
  expect(await signedIn?.text()).toContain('<div id="root"></div>');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await saveScreenshot(page, 'home-signed-in');

  await page.getByRole('main').getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  const signedOut = await page.goto('/home');
  // The first visit's page, drawn by the server (decision 140).
  expect(await signedOut?.text()).toContain('id="home-page-data"');
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
});

test('an unusable hand-off link from the other site says the sign-in failed', async ({ page }) => {
  await page.goto('/authentication/ssologin?tkn=not-a-real-token&redirect=%2Fhome%2FMyAccount');

  await expect(page.getByRole('heading', { level: 1, name: 'We could not sign you in here' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('switching to the admin site signs staff in there through a one-time hand-off', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  const handOff = page.waitForResponse((response) => response.url().endsWith('/authentication/SsoLogin'));
  await page.getByRole('button', { name: 'Switch to admin site' }).click();

  expect((await handOff).status()).toBe(200);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/home\/MyAccount\?action=LoginPage$/);
  await expect(page.getByText('Role: Super administrator')).toBeVisible();
  await expect(page.getByText('Admin site', { exact: true })).toBeVisible();
});
