import { pageShellEn, pageShellEs, publicEventEn, publicEventEs } from '@pledgethon/texts';

/** The words of the donor pages, shared with the web app (decision 091), plus the few only they use. */
export const donorPageTexts = {
  en: { ...publicEventEn, shell: pageShellEn, logo: 'PledgeThon' },
  es: { ...publicEventEs, shell: pageShellEs, logo: 'PledgeThon' },
} as const;

export type DonorLanguage = keyof typeof donorPageTexts;
export type DonorPageText = (typeof donorPageTexts)[DonorLanguage];

export const localeOf = (language: DonorLanguage) => (language === 'es' ? 'es-US' : 'en-US');
