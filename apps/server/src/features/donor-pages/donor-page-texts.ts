import { cookieValue, SITE_COOKIES } from '@pledgethon/contracts';
import {
  escapeHtml,
  fillText,
  pageShellEn,
  pageShellEs,
  publicEventEn,
  publicEventEs,
} from '@pledgethon/core';
import { languageOf as browserLanguageOf, type PageLanguage } from '../landing-pages/page-texts';

/** The words of the donor pages, shared with the web app (decision 091), plus the few only they use. */
export const donorPageTexts = {
  en: { ...publicEventEn, shell: pageShellEn, logo: 'PledgeThon' },
  es: { ...publicEventEs, shell: pageShellEs, logo: 'PledgeThon' },
} as const;
export type DonorPageText = (typeof donorPageTexts)[PageLanguage];

/**
 * The language the visitor chose in the web app (its cookie), else the browser's first of English and
 * Spanish, as the landing pages read it.
 */
export function languageOf(headers: { cookie?: string | undefined; 'accept-language'?: string | undefined }) {
  const chosen = cookieValue(headers.cookie, SITE_COOKIES.language);
  return chosen === 'en' || chosen === 'es' ? chosen : browserLanguageOf(headers['accept-language']);
}

/** Fills {{name}} placeholders, as the web app and the pledge form do (core's `fillText`). */
export const fill = fillText;

/** Escapes, then fills: the values are escaped too, the template is ours. */
export const say = (text: string, values: Record<string, string | number> = {}) =>
  fill(
    escapeHtml(text),
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, escapeHtml(String(value))])),
  );

export const localeOf = (language: PageLanguage) => (language === 'es' ? 'es-US' : 'en-US');
