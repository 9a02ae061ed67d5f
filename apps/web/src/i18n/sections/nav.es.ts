import type { Strings } from '../strings';
import type { navEn } from './nav';

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
