import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';
import { signUp } from './new-school';
import { readLinkFromOutbox } from './outbox';

// Addresses unique to this run: an address signs up once.
const run = Date.now().toString(36);

test("a school's organiser signs up, confirms the address from the e-mail and lands in the Thon wizard", async ({
  page,
  browser,
}) => {
  const email = `organiser.${run}@example.com`;
  await page.goto('/home');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  // Every field checked before anything is sent: the password rule and the terms in the spec's words.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(
    page.getByText('The password must be at least 8 characters and contain at least one number.'),
  ).toBeVisible();
  await expect(page.getByText('You must agree to the Terms and Conditions before proceeding.')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'sign-up-errors');

  await signUp(page, { email, first: 'Olga' });
  await saveScreenshot(page, 'sign-up-sent');

  const link = await readLinkFromOutbox(browser, {
    subject: 'Confirm your e-mail address for PledgeThon',
    to: email,
    link: /\/home\/ConfirmSignUp\?token=/,
    screenshot: 'sign-up-email',
  });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page).toHaveURL(/\/thon\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await saveScreenshot(page, 'sign-up-wizard');

  // The link made the account once.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This confirmation link has expired or was already used. Please sign up again.',
  );
});

test("a parent signs up on a phone from a Thon's code and is taken to add their child", async ({
  page,
  browser,
  ownThon,
}) => {
  const thon = await ownThon({ event: { name: `Parents Fun Run ${run}` } });
  const email = `parent.${run}@example.com`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/event/${thon.eventCode}`);
  await page.getByRole('link', { name: 'Sign up as a parent to share their page' }).click();
  await expect(page.getByRole('radio', { name: /A parent/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /event code/ })).toHaveValue(thon.eventCode);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'sign-up-parent-phone');
  await signUp(page, { email, first: 'Pia' });

  const link = await readLinkFromOutbox(browser, {
    subject: 'Confirm your e-mail address for PledgeThon',
    to: email,
    link: /\/home\/ConfirmSignUp\?token=/,
  });
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/parent/addparticipant\\?event=${thon.eventCode}$`));
  await page.getByRole('tab', { name: 'By event code' }).click();
  await expect(page.getByRole('textbox', { name: 'Event code' })).toHaveValue(thon.eventCode);
  await saveScreenshot(page, 'sign-up-parent-add-child');
});

test('signing up with an address that has an account answers the same and e-mails its owner to sign in', async ({
  page,
  browser,
  ownAccount,
}) => {
  const owner = await ownAccount();
  await page.goto('/home/SignUp');
  await signUp(page, { email: owner.email, first: 'Someone' });
  const signInLink = await readLinkFromOutbox(browser, {
    subject: 'You already have a PledgeThon account',
    to: owner.email,
    link: /\/home#sign-in/,
  });
  expect(signInLink).toBe('/home');
});
