import { pageShellEn, pageShellEs, publicEventEn, publicEventEs } from '@pledgethon/core';
import type { PageLanguage } from '../../http/pages/page-language';

/** The words of the donor pages, shared with the web app (decision 091), plus the few only they use. */
export const donorPageTexts = {
  en: { ...publicEventEn, shell: pageShellEn, logo: 'PledgeThon' },
  es: { ...publicEventEs, shell: pageShellEs, logo: 'PledgeThon' },
} as const satisfies Record<PageLanguage, unknown>;
export type DonorPageText = (typeof donorPageTexts)[PageLanguage];
