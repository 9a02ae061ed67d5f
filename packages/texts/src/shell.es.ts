import { homePageEs } from './home-page.es';
import { homeToolsEs } from './home-tools.es';
import { messagesEs } from './messages.es';
import { navEs } from './nav.es';
import { pageShellEs } from './page-shell.es';
import { pageTitlesEs } from './page-titles.es';
import type { ShellTexts } from './shell';
import { translationOfferEs } from './translation-offer.es';

// Apart from the English, so that a page in English loads none of the Spanish (decision 060).
export const shellEs: ShellTexts = {
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
