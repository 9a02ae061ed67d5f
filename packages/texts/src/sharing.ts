import type { Strings } from './strings';

export const sharingEn = {
  open: 'Share',
  openFor: 'Share {{name}}’s page',
  title: 'Share {{name}}’s page',
  counter: {
    label: 'Share counter',
    progress: '{{shares}} of {{target}} people reached',
    complete: 'Share goal reached: {{shares}} people. Thank you!',
  },
  tabs: { email: 'E-mail', text: 'Text message', social: 'Social' },
  notSent: '{{problem}} Please correct or remove: {{entries}}',
  guest: {
    title: 'Ask friends to sponsor {{name}} too',
    intro: 'We send each of them a short message saying you sponsored {{name}}, with a link to the page.',
  },
  email: {
    label: 'E-mail addresses',
    description: 'Up to {{max}} addresses. Press Enter or type a comma after each one.',
    send: 'Send e-mail',
  },
  text: {
    label: 'Mobile numbers',
    description: 'Up to {{max}} US mobile numbers. Press Enter after each one.',
    send: 'Send text messages',
    heldUntil: 'The texts go out at {{when}}, when the Thon’s quiet time ends.',
  },
  social: {
    intro: 'Post the page on Facebook; each post counts as one share.',
    post: 'Post on Facebook',
    posted: 'Counted. Thank you for sharing!',
  },
  contacts: {
    title: 'Add from your contacts',
    google: 'Google contacts',
    yahoo: 'Yahoo contacts',
    file: 'From a file (.vcf or .csv)',
    popupBlocked: 'Please allow pop-ups for this site to sign in to your address book.',
    found: '{{count}} contacts',
    search: 'Search contacts',
    pick: 'Pick contacts',
    none: 'No contacts match.',
    selectAll: 'Select all shown',
    addToEmail: 'Add to e-mail',
    addToText: 'Add to text',
  },
  returnPage: {
    title: 'Contacts',
    done: 'You can close this window.',
  },
} as const;

export const sharingEs: Strings<typeof sharingEn> = {
  open: 'Compartir',
  openFor: 'Compartir la página de {{name}}',
  title: 'Compartir la página de {{name}}',
  counter: {
    label: 'Contador de envíos',
    progress: '{{shares}} de {{target}} personas alcanzadas',
    complete: 'Meta de envíos alcanzada: {{shares}} personas. ¡Gracias!',
  },
  tabs: { email: 'Correo', text: 'Mensaje de texto', social: 'Redes sociales' },
  notSent: '{{problem}} Corrige o quita: {{entries}}',
  guest: {
    title: 'Pide a tus amigos que también patrocinen a {{name}}',
    intro:
      'Enviamos a cada uno un breve mensaje que dice que patrocinaste a {{name}}, con un enlace a la página.',
  },
  email: {
    label: 'Direcciones de correo',
    description: 'Hasta {{max}} direcciones. Pulsa Intro o escribe una coma después de cada una.',
    send: 'Enviar correo',
  },
  text: {
    label: 'Números de móvil',
    description: 'Hasta {{max}} números de móvil de EE. UU. Pulsa Intro después de cada uno.',
    send: 'Enviar mensajes de texto',
    heldUntil: 'Los mensajes salen a las {{when}}, cuando termina la pausa del Thon.',
  },
  social: {
    intro: 'Publica la página en Facebook; cada publicación cuenta como un envío.',
    post: 'Publicar en Facebook',
    posted: 'Contado. ¡Gracias por compartir!',
  },
  contacts: {
    title: 'Añadir desde tus contactos',
    google: 'Contactos de Google',
    yahoo: 'Contactos de Yahoo',
    file: 'Desde un archivo (.vcf o .csv)',
    popupBlocked: 'Permite las ventanas emergentes de este sitio para entrar en tu libreta de direcciones.',
    found: '{{count}} contactos',
    search: 'Buscar contactos',
    pick: 'Elegir contactos',
    none: 'Ningún contacto coincide.',
    selectAll: 'Seleccionar los mostrados',
    addToEmail: 'Añadir al correo',
    addToText: 'Añadir al texto',
  },
  returnPage: {
    title: 'Contactos',
    done: 'Puedes cerrar esta ventana.',
  },
};
