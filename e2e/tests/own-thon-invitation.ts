import type { Browser, Page } from '@playwright/test';
import { OWN_ACCOUNTS, OWN_THON } from '../own-accounts';
import { expect } from './fixtures';
import { readLinkFromOutbox } from './outbox';

/**
 * The own Thon's organiser invites a teacher from the Teams and people page and signs out; answers
 * the path of the invitation's link, as the invited person finds it in their e-mail.
 */
export async function inviteTeacherToOwnThon(
  page: Page,
  browser: Browser,
  signIn: (mailbox: string) => Promise<void>,
  invitee: { email: string; firstName: string; lastName: string },
): Promise<string> {
  await signIn(OWN_ACCOUNTS.thonOrganizer.email.replace(/@.*$/, ''));
  await page.goto(`/thon/${OWN_THON.eventCode}/teams`);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Teacher', exact: true }).click();
  await page.getByRole('textbox', { name: 'E-mail address' }).first().fill(invitee.email);
  await page.getByRole('textbox', { name: 'First name' }).first().fill(invitee.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).first().fill(invitee.lastName);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  // The same answer whether or not the address has an account.
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  await page.goto('/home?action=logout');
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  return readLinkFromOutbox(browser, {
    subject: `You are invited to ${OWN_THON.name} on PledgeThon`,
    to: invitee.email,
    link: /\/home\/AcceptInvitation\?token=/,
  });
}
