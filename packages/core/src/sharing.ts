import { emailSchema } from './patterns/personal';
import { usMobileSchema } from './patterns/phone';

export const MAX_EMAIL_RECIPIENTS = 100;
export const MAX_SMS_RECIPIENTS = 30;
/**
 * A donor passes a pledge on from its receipt's link (decision 097): a few friends per share, a few
 * shares per pledge a day, so a pledge cannot be made into a way of mailing strangers.
 */
export const GUEST_SHARE_MAX_EMAILS = 10;
export const GUEST_SHARE_MAX_TEXTS = 5;
export const GUEST_SHARES_PER_PLEDGE_PER_DAY = 3;
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

export type ShareAddresses = { ok: true; addresses: string[] } | { ok: false; invalid: string[] };

const checkAll = (
  entries: readonly string[],
  normalise: (entry: string) => string | null,
): ShareAddresses => {
  const addresses = new Set<string>();
  const invalid: string[] = [];
  for (const entry of entries) {
    if (entry.trim() === '') continue;
    const address = normalise(entry);
    if (address === null) invalid.push(entry);
    else addresses.add(address);
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, addresses: [...addresses] };
};

/**
 * The e-mail addresses a share goes to, in lower case, each once; blank entries are skipped. Any
 * entry that is not an address (spec section 5's pattern, at most 50 characters) stops the share:
 * 'Message not sent. Please enter in valid email format.'
 */
export const shareEmailAddresses = (entries: readonly string[]): ShareAddresses =>
  checkAll(entries, (entry) => {
    const parsed = emailSchema.safeParse(entry.trim());
    return parsed.success ? parsed.data.toLowerCase() : null;
  });

/** The mobile numbers a share goes to, as their 10 digits, each once; any other entry stops the share. */
export const shareMobileNumbers = (entries: readonly string[]): ShareAddresses =>
  checkAll(entries, (entry) => {
    const parsed = usMobileSchema.safeParse(entry);
    return parsed.success ? parsed.data : null;
  });
