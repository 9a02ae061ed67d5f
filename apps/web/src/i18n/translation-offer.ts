import { baseLanguage, isSupportedLanguage, type SupportedLanguage } from './languages';

/** Where a "no" to the offer is kept for the rest of the visit. */
export const offerDismissedKey = 'pledgethon.translationOfferDismissed';

export interface TranslationOfferSituation {
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
  /** The language the page is shown in now. */
  shownLanguage: string;
  /** Whether the user has already chosen a language on this browser. */
  languageChosen: boolean;
  /** Whether the user turned the offer down during this visit. */
  dismissed: boolean;
}

/**
 * The language to offer, or null: the browser prefers a language other than English that the app
 * has, the page is in English, and the user has neither chosen a language nor said no.
 */
export function translationToOffer(situation: TranslationOfferSituation): SupportedLanguage | null {
  if (situation.languageChosen || situation.dismissed || baseLanguage(situation.shownLanguage) !== 'en') {
    return null;
  }
  const preferred = situation.browserLanguages[0];
  if (preferred === undefined) return null;
  const language = baseLanguage(preferred);
  return language !== 'en' && isSupportedLanguage(language) ? language : null;
}
