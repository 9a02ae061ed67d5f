import { ROLE_LABELS, type Role } from '@pledgethon/core';

/** How long an invitation link works: long enough for a busy teacher to get to it. */
export const INVITATION_VALID_DAYS = 7;
export const ACCEPT_INVITATION_PAGE_PATH = '/home/AcceptInvitation';

/**
 * The invitation e-mail. Only the address's owner reads it, so it may say whether the address has an
 * account: someone new chooses a password, someone known signs in and accepts.
 */
export function invitationEmail(input: {
  firstName: string;
  role: Role;
  place: string;
  link: string;
  hasAccount: boolean;
}) {
  const role = ROLE_LABELS[input.role].toLowerCase();
  const subject = `You are invited to ${input.place} on PledgeThon`;
  const ask = input.hasAccount
    ? [
        'You already have a PledgeThon account with this address. Open this link, sign in as usual, and',
        'accept the invitation if you want the role; nothing changes on your account until you do:',
      ]
    : ['Open this link to choose your password and accept the terms of use:'];
  const lines = [
    `Hello ${input.firstName},`,
    '',
    `You are invited to be ${role} of ${input.place} on PledgeThon.`,
    '',
    ask.join(' '),
    '',
    input.link,
    '',
    `The link works once and is valid for ${INVITATION_VALID_DAYS} days. If you did not expect it, you can ignore this email.`,
    '',
    'The PledgeThon team',
  ];
  return { subject, text: lines.join('\n') };
}
