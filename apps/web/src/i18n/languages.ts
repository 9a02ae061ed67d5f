export const supportedLanguages = ['en', 'es'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

/** Where the language the user chose is kept; absent until they choose one. */
export const languageStorageKey = 'pledgethon.language';

export function isSupportedLanguage(language: string | undefined): language is SupportedLanguage {
  return supportedLanguages.some((supported) => supported === language);
}

/** 'es-MX' -> 'es'; the app has one text per language, whatever the region. */
export function baseLanguage(tag: string): string {
  return tag.split('-', 1)[0]?.toLowerCase() ?? '';
}
