import type { Strings } from '../strings';

export const navEn = {
  label: 'Account',
  signIn: 'Sign in',
  myAccount: 'My account',
  shop: 'Shop',
  parentDashboard: 'My participants',
  signOut: 'Sign out',
  loading: 'Loading…',
  close: 'Close',
  accessDeniedTitle: 'You do not have access to this page',
  accessDeniedBody:
    'Your account cannot open this page. If you think it should, ask the organizer of your Thon.',
  skipToContent: 'Skip to main content',
  showPassword: 'Show password',
} as const;

export const navEs: Strings<typeof navEn> = {
  label: 'Cuenta',
  signIn: 'Iniciar sesión',
  myAccount: 'Mi cuenta',
  shop: 'Tienda',
  parentDashboard: 'Mis participantes',
  signOut: 'Cerrar sesión',
  loading: 'Cargando…',
  close: 'Cerrar',
  accessDeniedTitle: 'No tienes acceso a esta página',
  accessDeniedBody:
    'Tu cuenta no puede abrir esta página. Si crees que debería, pregunta al organizador de tu Thon.',
  skipToContent: 'Saltar al contenido principal',
  showPassword: 'Mostrar contraseña',
};
