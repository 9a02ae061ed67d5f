export const translationOfferEs = {
  question: '¿Ver esta página en español?',
  accept: 'Sí',
  decline: 'No, gracias',
} as const;
