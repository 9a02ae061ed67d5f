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
  accessDeniedBody: 'Your account cannot open this page.',
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
  accessDeniedBody: 'Tu cuenta no puede abrir esta página.',
};
