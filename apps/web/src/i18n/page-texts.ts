import type { PageTexts, Strings } from '@pledgethon/texts';
import i18n from 'i18next';
import './index';

/**
 * Adds one section's texts in both languages. A section's module calls it when it is first imported,
 * so the texts arrive in the chunk of the screens that import it, before those screens render.
 */
export function addPageTexts<K extends keyof PageTexts>(
  key: K,
  english: PageTexts[K],
  spanish: Strings<PageTexts[K]>,
): void {
  i18n.addResourceBundle('en', 'translation', { [key]: english }, true, false);
  i18n.addResourceBundle('es', 'translation', { [key]: spanish }, true, false);
}
