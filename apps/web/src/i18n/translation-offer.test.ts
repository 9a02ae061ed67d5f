import { describe, expect, it } from 'vitest';
import { type TranslationOfferSituation, translationToOffer } from './translation-offer';

const spanishBrowser: TranslationOfferSituation = {
  browserLanguages: ['es-ES', 'es', 'en'],
  shownLanguage: 'en',
  languageChosen: false,
  dismissed: false,
};

describe('the translation offer', () => {
  it('offers Spanish to a Spanish browser shown the English page', () => {
    expect(translationToOffer(spanishBrowser)).toBe('es');
    expect(translationToOffer({ ...spanishBrowser, browserLanguages: ['es-419'] })).toBe('es');
  });

  it('offers nothing to an English browser', () => {
    expect(translationToOffer({ ...spanishBrowser, browserLanguages: ['en-US', 'es'] })).toBeNull();
  });

  it('offers nothing for a browser language the app does not have', () => {
    expect(translationToOffer({ ...spanishBrowser, browserLanguages: ['fr-FR', 'es'] })).toBeNull();
    expect(translationToOffer({ ...spanishBrowser, browserLanguages: [] })).toBeNull();
  });

  it('offers nothing once the page is already in Spanish', () => {
    expect(translationToOffer({ ...spanishBrowser, shownLanguage: 'es' })).toBeNull();
  });

  it('offers nothing after the user chose a language or said no', () => {
    expect(translationToOffer({ ...spanishBrowser, languageChosen: true })).toBeNull();
    expect(translationToOffer({ ...spanishBrowser, dismissed: true })).toBeNull();
  });
});
