import { OWN_ACCOUNT_PASSWORD, OWN_ACCOUNTS, OWN_THON } from '../own-accounts';
import { expect, expectNoAxeViolations, saveScreenshot, submitSignIn, test } from './fixtures';
import { readLinkFromOutbox } from './outbox';
import { inviteTeacherToOwnThon } from './own-thon-invitation';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test('a parent invited as a teacher keeps their account until they sign in and accept', async ({
  page,
  browser,
  signIn,
}) => {
  // Two sign-ins and a round trip through the outbox: more than the default time on a busy machine.
  test.slow();
  const invitee = OWN_ACCOUNTS.invitedParent;
  const acceptPath = await inviteTeacherToOwnThon(page, browser, signIn, {
    email: invitee.email,
    firstName: 'Someone',
    lastName: 'Else',
  });
  await page.goto(acceptPath);
  await expect(page.getByText(`You are invited to be teacher of ${OWN_THON.name}.`)).toBeVisible();
  await expect(
    page.getByText(`The address ${invitee.email} already has a PledgeThon account.`),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `${size.name}-invitation-sign-in-to-accept`);
  }
  await page.setViewportSize(SIZES[0]);

  await page.getByRole('link', { name: 'Sign in to accept' }).click();
  await submitSignIn(page, invitee.email, OWN_ACCOUNT_PASSWORD);
  await expect(page).toHaveURL(/\/home\/AcceptInvitation\?token=/);
  await expect(page.getByRole('button', { name: 'Accept the invitation' })).toBeVisible();
  await saveScreenshot(page, 'invitation-accept-signed-in');
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page.getByText('Invitation accepted: the new role is on your account.')).toBeVisible();
});

test("an account's owner moves it to a new sign-in address through the link sent there", async ({
  page,
  browser,
  signIn,
}) => {
  test.slow();
  const owner = OWN_ACCOUNTS.addressChanger;
  const newAddress = `e2e.moved.${Date.now().toString(36)}@pledgethon.test`;
  await signIn(owner.email.replace(/@.*$/, ''));
  await page.getByRole('button', { name: 'Sign-in e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign-in e-mail' });
  await expect(dialog.getByText(`Your account signs in with ${owner.email}.`)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'New e-mail address' }).fill(newAddress);
  await dialog.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(dialog.getByText('Please enter a password')).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `${size.name}-sign-in-email-form`);
  }
  await page.setViewportSize(SIZES[0]);
  await dialog.getByLabel('Your password').fill(OWN_ACCOUNT_PASSWORD);
  await dialog.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(
    page.getByText('Check the new address: we sent it a link to confirm.', { exact: false }),
  ).toBeVisible();

  const confirmPath = await readLinkFromOutbox(browser, {
    subject: 'Confirm your new PledgeThon sign-in address',
    to: newAddress,
    link: /\/home\/ConfirmEmail\?token=/,
  });
  await page.goto(confirmPath);
  await expect(page).toHaveTitle('Confirm your new sign-in address · PledgeThon');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'sign-in-email-confirm');
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.getByText(`Your account now signs in with ${newAddress}.`)).toBeVisible();

  await page.goto('/home?action=logout');
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await submitSignIn(page, newAddress, OWN_ACCOUNT_PASSWORD);
  await expect(page).toHaveURL(/\/home\/MyAccount/);
});
