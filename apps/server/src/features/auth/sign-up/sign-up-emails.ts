import type { SignUpKind } from '@pledgethon/contracts';

/** How long the link that confirms a sign-up works. */
export const SIGN_UP_VALID_HOURS = 24;

export const CONFIRM_SIGN_UP_PAGE_PATH = '/home/ConfirmSignUp';

const sign = ['', 'The PledgeThon team'];

const nextStep: Record<SignUpKind, string> = {
  organizer: 'Once it is open you are signed in, on the first step of creating your Thon.',
  parent: 'Once it is open you are signed in, ready to add your child and share their page.',
};

/** To the address signed up with: the link that makes the account. */
export function confirmSignUp({
  firstName,
  kind,
  link,
}: {
  firstName: string;
  kind: SignUpKind;
  link: string;
}) {
  return {
    subject: 'Confirm your e-mail address for PledgeThon',
    text: [
      `Hello ${firstName},`,
      '',
      'Thank you for signing up to PledgeThon. Open this link to confirm your address and finish:',
      '',
      link,
      '',
      nextStep[kind],
      `The link works once and is valid for ${SIGN_UP_VALID_HOURS} hours. If you did not sign up, ignore this email: no account is made.`,
      ...sign,
    ].join('\n'),
  };
}

/**
 * To an address that already has an account: nothing to confirm. The person who signed up sees the
 * same answer either way, so only the address's reader learns that it has an account.
 */
export function alreadySignedUp({ firstName, signInLink }: { firstName: string; signInLink: string }) {
  return {
    subject: 'You already have a PledgeThon account',
    text: [
      `Hello ${firstName},`,
      '',
      'Someone asked to sign up to PledgeThon with this address, but it already has an account, so nothing was made.',
      `If it was you, sign in instead: ${signInLink}`,
      'If you do not remember your password, choose "Forgot password?" on that page to get a new one.',
      'If it was not you, you can ignore this email.',
      ...sign,
    ].join('\n'),
  };
}
