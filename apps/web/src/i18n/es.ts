import { homePageEs, pageShellEs } from '@pledgethon/core';
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
  language: { label: homePageEs.language },
  inlineEdit: { edit: 'Editar {{label}}', save: 'Guardar', cancel: 'Cancelar', saved: 'Guardado' },
  footer: pageShellEs.footer,
  notFound: pageShellEs.notFound,
  routeError: {
    title: 'No se pudo mostrar esta página',
    home: 'Volver a la página de inicio',
  },
  toast: { errorTitle: homePageEs.errorTitle },
};
