import type { pageShellEn } from './page-shell';
import type { Strings } from './strings';
// Apart from the English, so that a page in English loads none of the Spanish (decision 060).
export const pageShellEs: Strings<typeof pageShellEn> = {
  skipToContent: 'Saltar al contenido principal',
  home: 'Inicio de PledgeThon',
  signIn: 'Iniciar sesión',
  language: 'Idioma',
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
  eventCode: {
    label: 'Código del evento',
    submit: 'Ir al Thon',
    invalid: 'Lo sentimos, ese código no es válido.',
  },
} as const;
