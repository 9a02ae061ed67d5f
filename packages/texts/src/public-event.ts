import type { Strings } from './strings';
/**
 * The words of the public Thon and participant pages, in one place for the two that show them: the
 * server renders those pages (decision 091), and the web app's own screens reuse some of them (the goal
 * thermometer, the sponsor updates). Placeholders are written {{name}}, as i18next reads them; a count
 * picks `_one` or `_other`.
 */
export const publicEventEn = {
  organizedBy: 'Organized by {{organization}}',
  date: 'Event date',
  eventCode: 'Event code',
  unit: 'Counted in',
  participants: 'Participants',
  goal: 'Goal',
  raised: 'Raised',
  progress: '{{percent}}% of the goal raised',
  fundsGoTo: 'Funds go to',
  status: { draft: 'Being prepared', active: 'Open for pledges', completed: 'Completed' },
  privacy: "Participants' names are not shown here. Ask your participant for their personal page.",
  parentSignUp: 'Is your child taking part?',
  parentSignUpLink: 'Sign up as a parent to share their page',
  unknownTitle: 'Thon not found',
  tryAgain: 'Check the code and try again.',
  give: 'Give to the Thon',
  pledge: 'Pledge for {{name}}',
  teams: 'Team leaderboard',
  teamRaised_one: '{{amount}} from {{count}} participant',
  teamRaised_other: '{{amount}} from {{count}} participants',
  topParticipants: 'Top participants',
  childGoal: "{{name}}'s goal",
  photoOf: 'Photo of {{name}}',
  team: 'Team {{team}}',
  split: {
    title: 'Where your money goes',
    whole:
      '100% of what you give reaches {{organization}}, apart from card processing fees shown on your receipt.',
    share:
      '{{share}}% of what you give reaches {{organization}}; {{commission}}% is the commission of {{franchisee}}, who runs the event. Card processing fees are shown on your receipt.',
  },
  share: {
    title: 'Share',
    email: 'Email',
    text: 'Text',
    facebook: 'Facebook',
    copy: 'Copy link',
    copied: 'Link copied',
  },
  shareMessage: 'Support {{name}} in {{event}}: {{link}}',
  updates: {
    title: 'Updates',
    none: 'No updates yet.',
    pages: 'Update pages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
  },
} as const;

export const publicEventEs: Strings<typeof publicEventEn> = {
  organizedBy: 'Organizado por {{organization}}',
  date: 'Fecha del evento',
  eventCode: 'Código del evento',
  unit: 'Se cuenta en',
  participants: 'Participantes',
  goal: 'Meta',
  raised: 'Recaudado',
  progress: '{{percent}} % de la meta recaudado',
  fundsGoTo: 'Los fondos se destinan a',
  status: { draft: 'En preparación', active: 'Abierto a promesas', completed: 'Terminado' },
  privacy: 'Aquí no se muestran los nombres de los participantes. Pide a tu participante su página personal.',
  parentSignUp: '¿Tu hijo participa?',
  parentSignUpLink: 'Regístrate como padre o madre para compartir su página',
  unknownTitle: 'Thon no encontrado',
  tryAgain: 'Revisa el código y vuelve a intentarlo.',
  give: 'Donar al Thon',
  pledge: 'Prometer por {{name}}',
  teams: 'Clasificación de equipos',
  teamRaised_one: '{{amount}} de {{count}} participante',
  teamRaised_other: '{{amount}} de {{count}} participantes',
  topParticipants: 'Mejores participantes',
  childGoal: 'La meta de {{name}}',
  photoOf: 'Foto de {{name}}',
  team: 'Equipo {{team}}',
  split: {
    title: 'Adónde va tu dinero',
    whole:
      'El 100 % de lo que das llega a {{organization}}, salvo las comisiones de la tarjeta que se indican en tu recibo.',
    share:
      'El {{share}} % de lo que das llega a {{organization}}; el {{commission}} % es la comisión de {{franchisee}}, que organiza el evento. Las comisiones de la tarjeta se indican en tu recibo.',
  },
  share: {
    title: 'Compartir',
    email: 'Correo',
    text: 'Mensaje',
    facebook: 'Facebook',
    copy: 'Copiar enlace',
    copied: 'Enlace copiado',
  },
  shareMessage: 'Apoya a {{name}} en {{event}}: {{link}}',
  updates: {
    title: 'Novedades',
    none: 'Aún no hay novedades.',
    pages: 'Páginas de novedades',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
  },
} as const;
