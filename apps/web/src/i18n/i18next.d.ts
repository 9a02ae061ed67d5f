import type { en } from './en';
import type { thonsEn } from './sections/thons';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The Thon pages' texts are added when those pages load (features/thons/thon-strings.ts).
    resources: { translation: typeof en & { thons: typeof thonsEn } };
  }
}
