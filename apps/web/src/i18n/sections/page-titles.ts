import type { Strings } from '../strings';

/** The browser tab's title of each page (WCAG 2.4.2), shown before the product's name. */
export const pageTitlesEn = {
  suffix: '{{page}} · PledgeThon',
  home: 'Sign in or find your Thon',
  resetPassword: 'Set a new password',
  sso: 'Signing you in',
  publicEvent: 'Thon',
  myAccount: 'My account',
  shop: 'Shop',
  parentDashboard: 'My participants',
  addParticipant: 'Add a participant',
  myPledges: 'My pledges',
  accessCodes: 'Access codes',
  thonParticipants: 'Participants',
  thonDashboard: 'Dashboard',
  thonImport: 'Import participants',
  thonTeams: 'Teams and people',
  acceptInvitation: 'Accept your invitation',
  sentMessages: 'Sent messages',
  privacy: 'Privacy',
  terms: 'Terms of use',
  notFound: 'Page not found',
  accessDenied: 'No access to this page',
  error: 'Something went wrong',
} as const;

export const pageTitlesEs: Strings<typeof pageTitlesEn> = {
  suffix: '{{page}} · PledgeThon',
  home: 'Inicia sesión o encuentra tu Thon',
  resetPassword: 'Elige una contraseña nueva',
  sso: 'Iniciando tu sesión',
  publicEvent: 'Thon',
  myAccount: 'Mi cuenta',
  shop: 'Tienda',
  parentDashboard: 'Mis participantes',
  addParticipant: 'Añadir un participante',
  myPledges: 'Mis promesas',
  accessCodes: 'Códigos de acceso',
  thonParticipants: 'Participantes',
  thonDashboard: 'Panel',
  thonImport: 'Importar participantes',
  thonTeams: 'Equipos y personas',
  acceptInvitation: 'Acepta tu invitación',
  sentMessages: 'Mensajes enviados',
  privacy: 'Privacidad',
  terms: 'Condiciones de uso',
  notFound: 'Página no encontrada',
  accessDenied: 'Sin acceso a esta página',
  error: 'Algo salió mal',
};

export type PageTitleKey = Exclude<keyof typeof pageTitlesEn, 'suffix'>;
