import { ROLE_LABELS, type Role } from '@pledgethon/core';

/** How long an invitation link works: long enough for a busy teacher to get to it. */
export const INVITATION_VALID_DAYS = 7;
export const ACCEPT_INVITATION_PAGE_PATH = '/home/AcceptInvitation';

export function invitationEmail(input: {
  firstName: string;
  role: Role;
  place: string;
  link: string | null;
}) {
  const role = ROLE_LABELS[input.role].toLowerCase();
  const subject = `You are invited to ${input.place} on PledgeThon`;
  const lines = [
    `Hello ${input.firstName},`,
    '',
    `You have been added as ${role} of ${input.place} on PledgeThon.`,
    '',
  ];
  if (input.link) {
    lines.push(
      'Open this link to choose your password and accept the terms of use:',
      '',
      input.link,
      '',
      `The link works once and is valid for ${INVITATION_VALID_DAYS} days.`,
    );
  } else {
    lines.push('Sign in with your PledgeThon account as usual: the new role is already there.');
  }
  lines.push('', 'The PledgeThon team');
  return { subject, text: lines.join('\n') };
}
