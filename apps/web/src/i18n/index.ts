import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import {
  baseLanguage,
  isSupportedLanguage,
  languageStorageKey,
  rememberLanguage,
  type SupportedLanguage,
  supportedLanguages,
} from './languages';

export { type SupportedLanguage, supportedLanguages } from './languages';

// The shell's English texts come with it; another language's arrive only for someone who reads it.
const otherShellTexts = {
  es: async () => (await import('./es')).es,
} satisfies Record<Exclude<SupportedLanguage, 'en'>, unknown>;
const loadedLanguages = new Set<SupportedLanguage>(['en']);

/** Fetches the shell's texts in a language, once; the offer of a translation is worded in them. */
export async function loadShellTexts(language: SupportedLanguage): Promise<void> {
  if (language === 'en' || loadedLanguages.has(language)) return;
  const texts = await otherShellTexts[language]();
  // Texts of screens already loaded stay: a page section may have added its own before.
  i18n.addResourceBundle(language, 'translation', texts, true, false);
  loadedLanguages.add(language);
}

/**
 * Only a language the user chose is remembered; the browser's own language is offered, not imposed
 * (spec section 1: translation is offered when the browser language is not English).
 */
function chosenLanguage(): SupportedLanguage {
  try {
    const stored = baseLanguage(localStorage.getItem(languageStorageKey) ?? '');
    return isSupportedLanguage(stored) ? stored : 'en';
  } catch {
    // Storage refused (a privacy mode, a sandboxed frame): nothing was chosen on this browser.
    return 'en';
  }
}

// Screen readers and the browser's own translation offer rely on <html lang> naming the shown language.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = i18n.resolvedLanguage ?? language;
});

const firstLanguage = chosenLanguage();
await i18n.use(initReactI18next).init({
  lng: firstLanguage,
  resources: { en: { translation: en } },
  supportedLngs: supportedLanguages,
  // es-MX, es-419 and the like all read the one Spanish text.
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});
if (firstLanguage !== 'en') {
  await loadShellTexts(firstLanguage);
  // Resolve the language again (and <html lang> with it) now that its texts are here.
  await i18n.changeLanguage(firstLanguage);
}

/** Shows the app in a language and remembers the choice on this browser. */
export async function chooseLanguage(language: SupportedLanguage): Promise<void> {
  rememberLanguage(language);
  await loadShellTexts(language);
  await i18n.changeLanguage(language);
}
