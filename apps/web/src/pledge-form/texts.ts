import { cookieValue } from '@pledgethon/contracts';
import { formatCents, pageShellEn, pageShellEs, pledgeFormEn, pledgeFormEs, textOf } from '@pledgethon/core';
import {
  baseLanguage,
  isSupportedLanguage,
  languageStorageKey,
  type SupportedLanguage,
} from '../i18n/languages';
import { messagesEn } from '../i18n/sections/messages';
import { messagesEs } from '../i18n/sections/messages.es';

/**
 * The language the visitor chose in the web app: kept in local storage, and in a cookie for the pages
 * the server draws (decision 091). Without a choice the app speaks English, and so does this page.
 */
function chosenLanguage(): SupportedLanguage {
  try {
    const stored = baseLanguage(localStorage.getItem(languageStorageKey) ?? '');
    if (isSupportedLanguage(stored)) return stored;
  } catch {
    // Storage refused (a privacy mode): the cookie may still say it.
  }
  const cookie = cookieValue(document.cookie, languageStorageKey);
  return isSupportedLanguage(cookie) ? cookie : 'en';
}

export const language = chosenLanguage();

const texts = {
  en: { ...pledgeFormEn, shell: pageShellEn, messages: messagesEn },
  es: { ...pledgeFormEs, shell: pageShellEs, messages: messagesEs },
}[language];

/** A text of the pledge form (or the page around it) by its key, as i18next names them: 'form.heading'. */
export const t = (key: string, values?: Readonly<Record<string, string | number>>): string =>
  textOf(texts, key, values);

const locale = language === 'es' ? 'es-US' : 'en-US';
export const formatMoney = (cents: number): string => formatCents(cents, locale);

const messageKeys = new Map<string, string>([
  ...Object.entries(messagesEn).map(([key, text]) => [text, `messages.${key}`] as const),
  ...Object.entries(pledgeFormEn.errors).map(([key, text]) => [text, `errors.${key}`] as const),
]);

/** A spec text the browser or server produced, in the page's language; any other text as it is. */
export function messageText(text: string): string {
  const key = messageKeys.get(text);
  return key === undefined ? text : t(key);
}
