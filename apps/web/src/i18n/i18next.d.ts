import type { shellEn } from '@pledgethon/texts';
import type { PageTexts } from './page-texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Screens' own texts are added when their code loads (page-texts.ts).
    resources: { translation: typeof shellEn & PageTexts };
  }
}
