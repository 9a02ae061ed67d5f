import { fillText, pluralSuffix, type TextValues } from '@pledgethon/texts';

/**
 * i18next's plugin for how a text is filled: the catalogue's own placeholders and plural forms
 * (`fillText`, `pluralSuffix`), the same the server and the pages it draws use, instead of i18next's.
 */
export const catalogueFilling = {
  type: 'i18nFormat' as const,
  // A section asked for whole (`returnObjects`) is filled text by text, as i18next does without a plugin.
  handleAsObject: true,
  parse: (text: unknown, values: TextValues) => (typeof text === 'string' ? fillText(text, values) : text),
  // The plural form is looked up first; i18next falls back to the bare key.
  addLookupKeys: (keys: string[], key: string, _language: string, _namespace: string, values: TextValues) => {
    const suffix = pluralSuffix(values);
    if (suffix !== '') keys.push(`${key}${suffix}`);
    return keys;
  },
};
