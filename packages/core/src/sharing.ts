export const MAX_EMAIL_RECIPIENTS = 100;
export const MAX_SMS_RECIPIENTS = 30;
/** Contacts imported at once from a web-mail address book. */
export const MAX_CONTACTS_IMPORT = 700;

/** Shares a participant needs before the share counter counts as complete. */
export const SHARE_TARGET = 20;

export interface ShareProgress {
  shares: number;
  target: number;
  /** The counter shows its own message at zero, to get the first share going. */
  isEmpty: boolean;
  isComplete: boolean;
}

export const shareProgress = (shares: number): ShareProgress => {
  if (!Number.isInteger(shares) || shares < 0) {
    throw new RangeError(`A share count is a whole number of at least 0, not ${shares}`);
  }
  return { shares, target: SHARE_TARGET, isEmpty: shares === 0, isComplete: shares >= SHARE_TARGET };
};
