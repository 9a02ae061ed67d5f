import { addressInLanguage, READER_LANGUAGES } from '@pledgethon/contracts';
import { escapeHtml, languageNames } from '@pledgethon/core';
import type { PageLanguage } from './page-language';

/** The switch's look, for the stylesheet of each page that shows it. */
export const LANGUAGE_SWITCH_STYLE = `.languages{display:flex;gap:2px;flex-wrap:wrap}
.bar .languages a{display:inline-block;padding:8px 10px;border-radius:6px;color:inherit;font-weight:400;text-decoration:none;line-height:1.2}
.bar .languages a:hover{background:#f1f3f5}
.bar .languages a[aria-current]{font-weight:700;text-decoration:underline;text-underline-offset:4px}`;

/**
 * The language switch of the pages the server draws (decision 128): one link per language, each named
 * in itself, to the same page with `?lang=`, which the server remembers. Links work without the script
 * and from the keyboard; the current language is marked for screen readers as well as by sight.
 */
export function languageSwitch(language: PageLanguage, address: string, label: string): string {
  const links = READER_LANGUAGES.map((each) => {
    const current = each === language ? ' aria-current="true"' : '';
    const href = escapeHtml(addressInLanguage(address, each));
    return `<a href="${href}" lang="${each}" hreflang="${each}"${current}>${escapeHtml(languageNames[each])}</a>`;
  }).join('');
  return `<nav class="languages" aria-label="${escapeHtml(label)}">${links}</nav>`;
}
