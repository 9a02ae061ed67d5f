/** What a parent can consent to about their child, beyond what every public page shows. */
export const CONSENT_KINDS = ['photo', 'full_name', 'vendor_sharing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The languages each consent's words are given in (packages/texts, consents.ts). */
export const CONSENT_LANGUAGES = ['en', 'es'] as const;
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number];

/**
 * How a consent ended: the parent's own choice, a deletion, the Thon's retention, or a merge of two
 * records of one child, where the kept record's own consent of that kind stands instead.
 */
export const CONSENT_WITHDRAWALS = ['parent', 'deletion', 'retention', 'merge'] as const;
export type ConsentWithdrawal = (typeof CONSENT_WITHDRAWALS)[number];
