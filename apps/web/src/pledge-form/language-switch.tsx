import { addressInLanguage, READER_LANGUAGES } from '@pledgethon/contracts';
import { languageNames } from '@pledgethon/texts';
import { rememberLanguage, type SupportedLanguage } from '../i18n/languages';
import { useTexts } from './use-texts';

/**
 * Shows the page in a language at once, keeping what was typed, and remembers the choice for the next
 * page: the cookie the server reads, and the address, so a reload asks for it too (decision 128).
 */
export function showLanguage(language: SupportedLanguage): void {
  rememberLanguage(language);
  document.documentElement.lang = language;
  const { pathname, search, hash } = window.location;
  window.history.replaceState(null, '', `${addressInLanguage(pathname + search, language)}${hash}`);
}

/** English / Español, each named in itself; the shown one is pressed. */
export function LanguageSwitch({ onChoose }: { onChoose: (language: SupportedLanguage) => void }) {
  const { t, language } = useTexts();
  return (
    <nav className="languages" aria-label={t('shell.language')}>
      {READER_LANGUAGES.map((each) => (
        <button
          key={each}
          type="button"
          lang={each}
          aria-pressed={each === language}
          onClick={() => each !== language && onChoose(each)}
        >
          {languageNames[each]}
        </button>
      ))}
    </nav>
  );
}
