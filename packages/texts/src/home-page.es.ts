import type { homePageEn } from './home-page';
import type { Strings } from './strings';
// Apart from the English, so that a page in English loads none of the Spanish (decision 060).
export const homePageEs: Strings<typeof homePageEn> = {
  title: 'Inicia sesión o encuentra tu Thon',
  language: 'Idioma',
  showPassword: 'Mostrar contraseña',
  close: 'Cerrar',
  errorTitle: 'Error',
  messages: {
    enterUsername: 'Introduce un nombre de usuario',
    enterPassword: 'Introduce una contraseña',
    loginReviewRequiredFields: 'Revisa los campos obligatorios',
    enterAccessCode: 'Introduce el código de acceso',
    authenticationFailedTitle: 'Revisa los datos introducidos e inténtalo de nuevo.',
    unexpectedError: 'Algo salió mal. Inténtalo de nuevo más tarde.',
  },
} as const;
