import { OWN_THON } from '../own-accounts';
import { expect, expectNoAxeViolations, saveScreenshot, submitSignIn, test } from './fixtures';
import { inviteTeacherToOwnThon } from './own-thon-invitation';

const run = Date.now().toString(36);
const invitee = `teacher.${run}@pledgethon.test`;

test('an invited teacher sets a password through the e-mailed link, signs in and finds their Thon', async ({
  page,
  browser,
  signIn,
}) => {
  // Three sign-ins and a round trip through the outbox: more than the default time on a busy machine.
  test.slow();
  const acceptPath = await inviteTeacherToOwnThon(page, browser, signIn, {
    email: invitee,
    firstName: 'Ines',
    lastName: 'Invited',
  });

  await page.goto(acceptPath);
  await expect(page).toHaveTitle('Accept your invitation · PledgeThon');
  await expect(page.getByText(`You are invited to be teacher of ${OWN_THON.name}.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Joined2026');
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill('Joined2026');
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page.getByText('You must agree to the Terms and Conditions before proceeding.')).toBeVisible();
  for (const size of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `${size.name}-invitation-accept-terms`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('checkbox', { name: /I agree to the Terms of use/ }).check();
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page.getByText('Welcome! Your password is set: you can sign in now.')).toBeVisible();
  await expect(page).toHaveURL(/\/home#sign-in$/);

  await submitSignIn(page, invitee, 'Joined2026');
  await expect(page).toHaveURL(/\/home\/MyAccount/);
  await page.getByRole('link', { name: new RegExp(`^Dashboard: ${OWN_THON.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/thon/${OWN_THON.eventCode}/dashboard$`));
  await expect(page.getByText('Your class.')).toBeVisible();
  await saveScreenshot(page, 'invitation-teacher-dashboard');

  // The link works once: opened again, it says so at once.
  await page.goto(acceptPath);
  await expect(
    page.getByText(
      'This invitation link has expired, was cancelled or was already used. Please ask for a new invitation.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
});
