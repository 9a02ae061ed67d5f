import { addressInLanguage, LANGUAGE_QUERY } from '@pledgethon/contracts';
import { shellEn } from '@pledgethon/texts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueFilling } from './catalogue-filling';
import {
  readerLanguageHere,
  rememberLanguage,
  type SupportedLanguage,
  supportedLanguages,
} from './languages';

export { type SupportedLanguage, supportedLanguages } from './languages';

// The shell's English texts come with it; another language's arrive only for someone who reads it.
const otherShellTexts = {
  es: async () => (await import('./shell-spanish')).shellEs,
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

// Screen readers and the browser's own translation offer rely on <html lang> naming the shown language.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = i18n.resolvedLanguage ?? language;
});

const firstLanguage = readerLanguageHere();
await i18n
  .use(catalogueFilling)
  .use(initReactI18next)
  .init({
    lng: firstLanguage,
    resources: { en: { translation: shellEn } },
    supportedLngs: supportedLanguages,
    // es-MX, es-419 and the like all read the one Spanish text.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
  });
if (firstLanguage !== 'en') {
  await loadShellTexts(firstLanguage);
  // Resolve the language again (and <html lang> with it) now that its texts are here.
  await i18n.changeLanguage(firstLanguage);
}

/** Shows the app in a language and remembers the choice on this browser. */
export async function chooseLanguage(language: SupportedLanguage): Promise<void> {
  rememberLanguage(language);
  // An address that asks for a language would ask for the old one again on reload (decision 128).
  const { pathname, search, hash } = window.location;
  if (new URLSearchParams(search).has(LANGUAGE_QUERY))
    window.history.replaceState(
      window.history.state,
      '',
      `${addressInLanguage(pathname + search, language)}${hash}`,
    );
  await loadShellTexts(language);
  await i18n.changeLanguage(language);
}
