import type { Strings } from './strings';
import type { translationOfferEn } from './translation-offer';
export const translationOfferEs: Strings<typeof translationOfferEn> = {
  question: '¿Ver esta página en español?',
  accept: 'Sí',
  decline: 'No, gracias',
} as const;
