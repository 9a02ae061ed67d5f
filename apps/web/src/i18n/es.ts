import type { Translation } from './en';
import { homeToolsEs } from './sections/home-tools.es';
import { messagesEs } from './sections/messages.es';
import { navEs } from './sections/nav.es';
import { pageTitlesEs } from './sections/page-titles.es';
import { translationOfferEs } from './sections/translation-offer.es';

export const es: Translation = {
  messages: messagesEs,
  nav: navEs,
  pageTitles: pageTitlesEs,
  homeTools: homeToolsEs,
  translationOffer: translationOfferEs,
  language: { label: 'Idioma' },
  inlineEdit: { edit: 'Editar {{label}}', save: 'Guardar', cancel: 'Cancelar', saved: 'Guardado' },
  footer: {
    label: 'Información legal',
    privacy: 'Privacidad',
    terms: 'Condiciones de uso',
    tagline: 'Recaudación de fondos con promesas de donación para escuelas y equipos.',
    copyright: '© {{year}} PledgeThon',
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'La página que buscas no existe o se ha movido.',
    home: 'Volver a la página de inicio',
  },
  routeError: {
    title: 'No se pudo mostrar esta página',
    home: 'Volver a la página de inicio',
  },
  toast: { errorTitle: 'Error' },
};
