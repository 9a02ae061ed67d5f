import { homePageEs } from './home-page.es';
import type { navEn } from './nav';
import { pageShellEs } from './page-shell.es';
import type { Strings } from './strings';

export const navEs: Strings<typeof navEn> = {
  label: 'Cuenta',
  signIn: pageShellEs.signIn,
  myAccount: 'Mi cuenta',
  shop: 'Tienda',
  parentDashboard: 'Mis participantes',
  signInEmail: 'Correo de inicio de sesión',
  signOut: 'Cerrar sesión',
  loading: 'Cargando…',
  close: homePageEs.close,
  accessDeniedTitle: 'No tienes acceso a esta página',
  accessDeniedBody:
    'Tu cuenta no puede abrir esta página. Si crees que debería, pregunta al organizador de tu Thon.',
  offlineTitle: 'Estás sin conexión',
  offlineBody: 'Esta página se abrirá en cuanto vuelva la conexión.',
  unreachableTitle: 'No se pudo abrir esta página',
  tryAgain: 'Reintentar',
  skipToContent: pageShellEs.skipToContent,
  showPassword: homePageEs.showPassword,
};
