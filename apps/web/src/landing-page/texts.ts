import { messages } from '@pledgethon/core';

/** The public landing page's own words, in the visitor's language when we have it (English, Spanish). */
export const landingPageTexts = {
  en: {
    pledge: 'Pledge now',
    raised: (raised: string, goal: string) => `${raised} raised of ${goal} goal`,
    progress: 'Progress toward the goal',
    story: 'Our story',
    gallery: 'Gallery',
    video: 'Video',
    previous: 'Previous image',
    next: 'Next image',
    slide: (index: number, count: number) => `Image ${index} of ${count}`,
    open: (index: number) => `Open image ${index}`,
    close: 'Close',
    failedToLoad: messages.failedToLoadImage,
    invalidVideo: messages.invalidVideo,
    home: 'PledgeThon home',
    language: 'Language',
  },
  es: {
    pledge: 'Comprometerse ahora',
    raised: (raised: string, goal: string) => `${raised} recaudados de una meta de ${goal}`,
    progress: 'Progreso hacia la meta',
    story: 'Nuestra historia',
    gallery: 'Galería',
    video: 'Video',
    previous: 'Imagen anterior',
    next: 'Imagen siguiente',
    slide: (index: number, count: number) => `Imagen ${index} de ${count}`,
    open: (index: number) => `Abrir imagen ${index}`,
    close: 'Cerrar',
    failedToLoad: 'No se pudo cargar la imagen',
    invalidVideo: 'Video no válido',
    home: 'Inicio de PledgeThon',
    language: 'Idioma',
  },
} as const;
export type LandingPageText = (typeof landingPageTexts)[keyof typeof landingPageTexts];
