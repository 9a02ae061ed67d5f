import { addPageTexts } from '../page-texts';
import type { Strings } from '../strings';

export const parentEn = {
  nav: {
    label: 'Parent pages',
    dashboard: 'Dashboard',
    addParticipant: 'Participants',
    myPledges: 'Pledges',
  },
  dashboard: {
    title: 'My participants',
    intro: 'Each child you manage, with their Thon, team, goal and what they have raised so far.',
    empty: 'You have no participants yet.',
  },
  card: {
    thon: 'Thon',
    team: 'Team',
    noTeam: 'No team yet',
    goal: 'Goal',
    raised: 'Raised',
    accessCode: 'Access code',
    copyLink: "Copy the Thon's link to share",
    linkCopied: 'Link copied',
  },
  add: {
    title: 'Add a participant',
    eventCode: 'Event code',
    firstName: "Child's first name",
    lastName: "Child's last name",
    goal: 'Personal goal',
    submit: 'Add participant',
    added: '{{name}} was added.',
  },
  consent: {
    title: 'On the public page',
    default: 'Otherwise the public page shows the first name and last initial only.',
    fullName: 'Show the full name',
    photo: 'Show the photo',
    since: 'Your consent on record since {{when}}.',
    none: 'First name and last initial only.',
    saved: 'Saved.',
  },
  qr: {
    label: 'QR code that signs {{name}} in',
  },
  pledges: {
    title: 'Pledges received',
    empty: 'No pledges yet.',
    flat: '{{donor}} gave {{amount}} to {{participant}}',
    perUnit: '{{donor}} pledged {{amount}} a unit to {{participant}} (now {{pledged}})',
    money: 'Expected {{expected}} · charged {{charged}}',
    state: {
      submitted: 'Submitted',
      updated: 'Updated',
      pending: 'Being charged',
      succeeded: 'Paid',
      failed: 'Payment failed',
      not_due: 'Nothing to charge',
      written_off: 'Written off',
    },
  },
  addParticipant: {
    title: 'Your participants',
    used: '{{used}} of {{max}} participants',
    intro: 'A parent can manage up to {{max}} participants.',
    full: 'You manage the most participants a parent can have.',
  },
  myPledges: {
    title: 'Pledges for my participants',
    intro: 'What each participant has raised toward their goal.',
    of: '{{raised}} of {{goal}}',
    total: 'Raised by all your participants',
  },
} as const;

export const parentEs: Strings<typeof parentEn> = {
  nav: {
    label: 'Páginas para padres',
    dashboard: 'Panel',
    addParticipant: 'Participantes',
    myPledges: 'Promesas',
  },
  dashboard: {
    title: 'Mis participantes',
    intro: 'Cada niño que gestionas, con su Thon, su equipo, su meta y lo que lleva recaudado.',
    empty: 'Todavía no tienes participantes.',
  },
  card: {
    thon: 'Thon',
    team: 'Equipo',
    noTeam: 'Sin equipo todavía',
    goal: 'Meta',
    raised: 'Recaudado',
    accessCode: 'Código de acceso',
    copyLink: 'Copiar el enlace del Thon para compartirlo',
    linkCopied: 'Enlace copiado',
  },
  add: {
    title: 'Añadir un participante',
    eventCode: 'Código del evento',
    firstName: 'Nombre del niño',
    lastName: 'Apellido del niño',
    goal: 'Meta personal',
    submit: 'Añadir participante',
    added: 'Se añadió a {{name}}.',
  },
  consent: {
    title: 'En la página pública',
    default: 'Si no, la página pública muestra solo el nombre y la inicial del apellido.',
    fullName: 'Mostrar el nombre completo',
    photo: 'Mostrar la foto',
    since: 'Tu consentimiento consta desde {{when}}.',
    none: 'Solo el nombre y la inicial del apellido.',
    saved: 'Guardado.',
  },
  qr: {
    label: 'Código QR con el que {{name}} inicia sesión',
  },
  pledges: {
    title: 'Promesas recibidas',
    empty: 'Aún no hay promesas.',
    flat: '{{donor}} donó {{amount}} a {{participant}}',
    perUnit: '{{donor}} prometió {{amount}} por unidad a {{participant}} (ahora {{pledged}})',
    money: 'Previsto {{expected}} · cobrado {{charged}}',
    state: {
      submitted: 'Enviada',
      updated: 'Actualizada',
      pending: 'Cobrándose',
      succeeded: 'Pagada',
      failed: 'Pago fallido',
      not_due: 'Nada que cobrar',
      written_off: 'Anulada',
    },
  },
  addParticipant: {
    title: 'Tus participantes',
    used: '{{used}} de {{max}} participantes',
    intro: 'Un padre o una madre puede gestionar hasta {{max}} participantes.',
    full: 'Gestionas el máximo de participantes que permite una cuenta de padre o madre.',
  },
  myPledges: {
    title: 'Promesas para mis participantes',
    intro: 'Lo que cada participante ha recaudado para su meta.',
    of: '{{raised}} de {{goal}}',
    total: 'Recaudado por todos tus participantes',
  },
};

addPageTexts('parent', parentEn, parentEs);
