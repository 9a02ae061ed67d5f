import { PASSWORD_RESET_VALID_MINUTES } from '@pledgethon/core';

const validFor =
  PASSWORD_RESET_VALID_MINUTES % 60 === 0
    ? `${PASSWORD_RESET_VALID_MINUTES / 60} hour${PASSWORD_RESET_VALID_MINUTES === 60 ? '' : 's'}`
    : `${PASSWORD_RESET_VALID_MINUTES} minutes`;

export const RESET_EMAIL_SUBJECT = 'Reset your PledgeThon password';

/** The plain-text e-mail with the reset link. */
export function resetEmailText({ firstName, link }: { firstName: string; link: string }): string {
  return [
    `Hello ${firstName},`,
    '',
    'We received a request to reset the password of your PledgeThon account. Open this link to choose a new password:',
    '',
    link,
    '',
    `The link is valid for ${validFor} and works once. If you did not ask for a new password, you can ignore this email: your password stays as it is.`,
    '',
    'The PledgeThon team',
  ].join('\n');
}
