/** How long the link that confirms a new sign-in address works. */
export const EMAIL_CHANGE_VALID_HOURS = 24;

export const CONFIRM_EMAIL_PAGE_PATH = '/home/ConfirmEmail';

const sign = ['', 'The PledgeThon team'];

/** To the new address: the link that moves the account to it. */
export function confirmNewEmail({ firstName, link }: { firstName: string; link: string }) {
  return {
    subject: 'Confirm your new PledgeThon sign-in address',
    text: [
      `Hello ${firstName},`,
      '',
      'You asked to sign in to PledgeThon with this address. Open this link to confirm it:',
      '',
      link,
      '',
      `The link works once and is valid for ${EMAIL_CHANGE_VALID_HOURS} hours. Until you open it, your account keeps signing in with its current address. If you did not ask for this, ignore this email.`,
      ...sign,
    ].join('\n'),
  };
}

/** To the new address when it already belongs to an account: nothing to confirm, and no account told apart to the asker. */
export function newEmailTaken({ email }: { email: string }) {
  return {
    subject: 'Your PledgeThon sign-in address',
    text: [
      'Hello,',
      '',
      `Someone asked to move a PledgeThon account to ${email}, but this address already has an account of its own, so nothing was changed.`,
      'If it was you, sign in with this address instead, or reset its password from the sign-in page.',
      ...sign,
    ].join('\n'),
  };
}

/** To the current address, when the change is asked for. */
export function emailChangeAsked({ firstName, newEmail }: { firstName: string; newEmail: string }) {
  return {
    subject: 'A new sign-in address was asked for your PledgeThon account',
    text: [
      `Hello ${firstName},`,
      '',
      `Someone signed in to your account asked to sign in with ${newEmail} from now on. Nothing changes until the link sent to that address is opened.`,
      'If this was not you, change your password from the sign-in page.',
      ...sign,
    ].join('\n'),
  };
}

/** To the old address, once the change is done. */
export function emailChanged({ firstName, newEmail }: { firstName: string; newEmail: string }) {
  return {
    subject: 'Your PledgeThon sign-in address was changed',
    text: [
      `Hello ${firstName},`,
      '',
      `Your PledgeThon account now signs in with ${newEmail}. This address no longer signs in to it.`,
      'If this was not you, please contact support at once.',
      ...sign,
    ].join('\n'),
  };
}
