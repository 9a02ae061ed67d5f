import { socialSignInEs } from '../features/auth/social/social-sign-in.strings';
import type { Translation } from './en';
import { accountEs } from './sections/account';
import { contactEs } from './sections/contact';
import { dashboardEs } from './sections/dashboard';
import { homeToolsEs } from './sections/home-tools';
import { legalEs } from './sections/legal';
import { messagesEs } from './sections/messages';
import { navEs } from './sections/nav';
import { pageTitlesEs } from './sections/page-titles';
import { parentEs } from './sections/parent';
import { resetPasswordEs, ssoEs } from './sections/password-and-sso';
import { publicEventEs } from './sections/public-event';
import { rolesEs } from './sections/roles';
import { shopEs } from './sections/shop';
import { signInEs } from './sections/sign-in';
import { staffPagesEs } from './sections/staff-pages';
import { thonPeopleEs } from './sections/thon-people';
import { translationOfferEs } from './sections/translation-offer';

export const es: Translation = {
  messages: messagesEs,
  nav: navEs,
  pageTitles: pageTitlesEs,
  legal: legalEs,
  signIn: signInEs,
  homeTools: homeToolsEs,
  account: accountEs,
  roles: rolesEs,
  staffPages: staffPagesEs,
  thonPeople: thonPeopleEs,
  dashboard: dashboardEs,
  resetPassword: resetPasswordEs,
  sso: ssoEs,
  publicEvent: publicEventEs,
  parent: parentEs,
  shop: shopEs,
  translationOffer: translationOfferEs,
  socialSignIn: socialSignInEs,
  contact: contactEs,
  language: { label: 'Idioma' },
  inlineEdit: { edit: 'Editar {{label}}', save: 'Guardar', cancel: 'Cancelar', saved: 'Guardado' },
  footer: {
    label: 'Información legal',
    tagline: 'Recaudación de fondos con promesas de donación para escuelas y equipos.',
    copyright: '© {{year}} PledgeThon',
  },
  home: {
    hero: {
      eyebrow: 'Carreras divertidas · Maratones de trote · Maratones de lectura',
      title: 'Cada vuelta recauda más para tu escuela',
      lead: 'PledgeThon organiza eventos de recaudación de fondos con promesas de donación para escuelas y equipos. Los estudiantes reúnen promesas de familiares y amigos, por vuelta, por página o como donación fija, y toda la comunidad avanza unida hacia una misma meta.',
      howItWorksLink: 'Descubre cómo funciona',
    },
    values: {
      heading: 'Por qué las escuelas eligen PledgeThon',
      keepMore: {
        title: 'Las escuelas se quedan con más de lo que recaudan',
        body: 'Costos claros y bajos hacen que una mayor parte de cada promesa llegue a las aulas, los equipos y las excursiones, y no a catálogos ni premios.',
      },
      lapsCounted: {
        title: 'Vueltas contadas de forma digital',
        body: 'Registra vueltas, páginas o minutos el mismo día. Las promesas por vuelta se cobran automáticamente cuando se publican los resultados: sin sobres y sin perseguir a nadie.',
      },
      dataProtected: {
        title: 'Datos de los niños protegidos',
        body: 'Las páginas públicas muestran solo el nombre y la inicial del apellido de cada participante. Los padres deciden si compartir más.',
      },
    },
    steps: {
      heading: 'Cómo funciona',
      create: {
        title: 'Prepara tu Thon',
        body: 'Los organizadores eligen el evento, la fecha y la meta, y agregan a los participantes por clase o por equipo.',
      },
      share: {
        title: 'Comparte con familiares y amigos',
        body: 'Padres y estudiantes envían su página personal por correo electrónico y mensaje de texto. Los donantes prometen por vuelta o dan una cantidad fija.',
      },
      collect: {
        title: 'Corre, cuenta y cobra',
        body: 'El día del evento se cuentan las vueltas, se registran los resultados y cada promesa se suma y se cobra por ti.',
      },
    },
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
