/**
 * The offer is worded in the language it offers, so a reader who cannot read English understands it:
 * each language's entry is what that language's readers see.
 */
export const translationOfferEn = {
  question: 'View this page in English?',
  accept: 'Yes',
  decline: 'No thanks',
} as const;
