import { messages } from '@pledgethon/core';
import type { Strings } from './strings';

/** The words of a Thon's public landing page, which the server draws (decisions 048, 144). */
export const landingPageEn = {
  pledge: 'Pledge now',
  raised: '{{raised}} raised of {{goal}} goal',
  progress: 'Progress toward the goal',
  story: 'Our story',
  gallery: 'Gallery',
  video: 'Video',
  previous: 'Previous image',
  next: 'Next image',
  slide: 'Image {{index}} of {{count}}',
  open: 'Open image {{index}}',
  close: 'Close',
  failedToLoad: messages.failedToLoadImage,
  invalidVideo: messages.invalidVideo,
  home: 'PledgeThon home',
  language: 'Language',
} as const;

export const landingPageEs: Strings<typeof landingPageEn> = {
  pledge: 'Comprometerse ahora',
  raised: '{{raised}} recaudados de una meta de {{goal}}',
  progress: 'Progreso hacia la meta',
  story: 'Nuestra historia',
  gallery: 'Galería',
  video: 'Video',
  previous: 'Imagen anterior',
  next: 'Imagen siguiente',
  slide: 'Imagen {{index}} de {{count}}',
  open: 'Abrir imagen {{index}}',
  close: 'Cerrar',
  failedToLoad: 'No se pudo cargar la imagen',
  invalidVideo: 'Video no válido',
  home: 'Inicio de PledgeThon',
  language: 'Idioma',
};
export type LandingPageText = Strings<typeof landingPageEn>;
