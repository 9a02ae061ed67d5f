import type { homeToolsEn } from './home-tools';
import { pageShellEs } from './page-shell.es';
import type { Strings } from './strings';

export const homeToolsEs: Strings<typeof homeToolsEn> = {
  eventCode: {
    title: 'Encuentra tu Thon',
    intro:
      '¿Tienes un código de evento de tu escuela o equipo? Escríbelo para ver el Thon y apoyar a un participante.',
    ...pageShellEs.eventCode,
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
} as const;
