import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { es } from './es';
import { languageStorageKey, type SupportedLanguage, supportedLanguages } from './languages';

export { type SupportedLanguage, supportedLanguages } from './languages';

const resources = {
  en: { translation: en },
  es: { translation: es },
} as const;

// Screen readers and the browser's own translation offer rely on <html lang> naming the shown language.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = i18n.resolvedLanguage ?? language;
});

await i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: supportedLanguages,
    // es-MX, es-419 and the like all read the one Spanish text.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    // Only a language the user chose is remembered; the browser's own language is offered, not imposed
    // (spec section 1: translation is offered when the browser language is not English).
    detection: { order: ['localStorage'], lookupLocalStorage: languageStorageKey, caches: [] },
  });

/** Shows the app in a language and remembers the choice on this browser. */
export async function chooseLanguage(language: SupportedLanguage): Promise<void> {
  localStorage.setItem(languageStorageKey, language);
  await i18n.changeLanguage(language);
}
