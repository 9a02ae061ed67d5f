import type { Strings } from '../strings';

/** The home page's tools beside sign-in: event code, video, contact. */
export const homeToolsEn = {
  eventCode: {
    title: 'Find your Thon',
    intro: 'Have an event code from your school or team? Enter it to see the Thon and support a participant.',
    label: 'Event code',
    submit: 'Go to the Thon',
  },
  video: {
    open: 'Watch the video',
    title: 'PledgeThon in a few minutes',
    frameTitle: 'Video about PledgeThon',
    close: 'Close the video',
  },
  contact: {
    open: 'Contact us',
    intro: 'Questions about running a Thon? Write to us.',
  },
} as const;

export const homeToolsEs: Strings<typeof homeToolsEn> = {
  eventCode: {
    title: 'Encuentra tu Thon',
    intro:
      '¿Tienes un código de evento de tu escuela o equipo? Escríbelo para ver el Thon y apoyar a un participante.',
    label: 'Código del evento',
    submit: 'Ir al Thon',
  },
  video: {
    open: 'Ver el video',
    title: 'PledgeThon en pocos minutos',
    frameTitle: 'Video sobre PledgeThon',
    close: 'Cerrar el video',
  },
  contact: {
    open: 'Contáctanos',
    intro: '¿Preguntas sobre cómo organizar un Thon? Escríbenos.',
  },
};
