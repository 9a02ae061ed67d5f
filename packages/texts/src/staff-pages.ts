import type { Strings } from './strings';

/** Pages for organisers, teachers and super administrators: access codes and the e-mail outbox. */
export const staffPagesEn = {
  accessCodes: {
    title: 'Access codes and QR badges',
    intro:
      'Participants sign in with their access code, or by scanning the QR code on their badge. Print one sheet of badges per team.',
    thon: 'Thon',
    thonDescription: 'The Thons you organize or teach in.',
    chooseThon: 'Choose a Thon',
    noThons: 'No Thon matches',
    noTeam: 'No team yet',
    participants_one: '{{count}} participant',
    participants_other: '{{count}} participants',
    printBadges: 'Print badges',
    download: 'Download QR code',
    qrAlt: 'QR code that signs in {{name}}',
    name: 'Participant',
    code: 'Access code',
    qr: 'QR code',
    empty: 'This Thon has no participants yet.',
  },
  badges: {
    title: 'Badges: {{team}}',
    intro:
      'Print this page; each badge shows the participant, the access code and the QR code that signs them in.',
    print: 'Print',
    back: 'Back to access codes',
    scan: 'Scan to sign in',
    layout: 'Layout',
    signInLayout: 'Sign-in badges',
    lapLayout: 'Lap-counter badges',
    lapIntro:
      'Lap-counter badges to pin on shirts: a large QR code the lap counter scans (it opens only the public page, it signs nobody in), the first name and last initial, in the team colour.',
    lapQrAlt: 'Lap-counter QR code of {{name}}',
  },
  sentMessages: {
    title: 'Sent messages',
    intro: 'Every email and text message the site has sent, newest first.',
    to: 'To',
    noSubject: '(text message)',
    empty: 'No messages have been sent yet.',
    total_one: '{{count}} message',
    total_other: '{{count}} messages',
    pages: 'Pages of sent messages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    statuses: {
      queued: 'Queued',
      sent: 'Sent',
      failed: 'Failed',
      // Unsubscribed, opted out or bounced before (decision 071).
      suppressed: 'Not sent: address blocked',
    },
  },
} as const;

export const staffPagesEs: Strings<typeof staffPagesEn> = {
  accessCodes: {
    title: 'Códigos de acceso y credenciales QR',
    intro:
      'Los participantes inician sesión con su código de acceso o escaneando el código QR de su credencial. Imprime una hoja de credenciales por equipo.',
    thon: 'Thon',
    thonDescription: 'Los Thons que organizas o en los que enseñas.',
    chooseThon: 'Elige un Thon',
    noThons: 'Ningún Thon coincide',
    noTeam: 'Sin equipo todavía',
    participants_one: '{{count}} participante',
    participants_other: '{{count}} participantes',
    printBadges: 'Imprimir credenciales',
    download: 'Descargar código QR',
    qrAlt: 'Código QR que inicia la sesión de {{name}}',
    name: 'Participante',
    code: 'Código de acceso',
    qr: 'Código QR',
    empty: 'Este Thon todavía no tiene participantes.',
  },
  badges: {
    title: 'Credenciales: {{team}}',
    intro:
      'Imprime esta página; cada credencial muestra al participante, su código de acceso y el código QR que inicia su sesión.',
    print: 'Imprimir',
    back: 'Volver a los códigos de acceso',
    scan: 'Escanea para entrar',
    layout: 'Diseño',
    signInLayout: 'Credenciales de acceso',
    lapLayout: 'Credenciales para contar vueltas',
    lapIntro:
      'Credenciales para prender en la camiseta: un código QR grande que escanea el contador de vueltas (solo abre la página pública, no inicia ninguna sesión), el nombre y la inicial del apellido, en el color del equipo.',
    lapQrAlt: 'Código QR para contar vueltas de {{name}}',
  },
  sentMessages: {
    title: 'Mensajes enviados',
    intro: 'Cada correo electrónico y mensaje de texto que envió el sitio, del más reciente al más antiguo.',
    to: 'Para',
    noSubject: '(mensaje de texto)',
    empty: 'Todavía no se ha enviado ningún mensaje.',
    total_one: '{{count}} mensaje',
    total_other: '{{count}} mensajes',
    pages: 'Páginas de mensajes enviados',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    statuses: {
      queued: 'En cola',
      sent: 'Enviado',
      failed: 'Fallido',
      suppressed: 'No enviado: dirección bloqueada',
    },
  },
};
