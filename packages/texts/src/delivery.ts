import type { Strings } from './strings';

/** A Thon's sent-messages log, and the public page an e-mail's unsubscribe link opens. */
export const deliveryEn = {
  log: {
    title: 'Sent messages',
    intro:
      'Every reminder and share this Thon sent or will send, newest first. Texts wait for 8 AM in the recipient’s time zone and go out until 9 PM.',
    filter: 'Show',
    all: 'All ({{count}})',
    empty: 'No messages yet. Reminders appear here when they go out.',
    total_one: '{{count}} message',
    total_other: '{{count}} messages',
    email: 'Email',
    sms: 'Text',
    share: 'Share or other message',
    to: 'To',
    created: 'Made {{when}}',
    heldUntil: 'Goes out {{when}}',
    sentAt: 'Sent {{when}}',
    noSubject: '(text message)',
    pages: 'Pages of sent messages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    states: {
      queued: 'Queued',
      held: 'Held',
      sent: 'Sent',
      failed: 'Failed',
      suppressed: 'Not sent: address blocked',
    },
    reminders: {
      SmsReminderComingUp: 'Coming up (text)',
      SmsReminderTomorrow: 'Tomorrow (text)',
      LastChanceReminders: 'Last chance',
      EmailReminderComingUp: 'Coming up (email)',
      EmailReminderTomorrow: 'Tomorrow (email)',
      MerchReminderEmail1: 'Event gear (email)',
      ParticipantSMSShare: 'Participant text share',
    },
  },
  unsubscribe: {
    title: 'Unsubscribe',
    question: 'Stop reminder and sharing emails to {{address}}?',
    explain: 'You will still receive receipts for your own pledges and password reset emails.',
    button: 'Unsubscribe',
    done: '{{address}} is unsubscribed. You will receive no more reminder or sharing emails.',
    invalid: 'This unsubscribe link is not valid. Please use the link from the email you received.',
  },
} as const;

export const deliveryEs: Strings<typeof deliveryEn> = {
  log: {
    title: 'Mensajes enviados',
    intro:
      'Cada recordatorio y mensaje compartido que este Thon envió o enviará, del más reciente al más antiguo. Los mensajes de texto esperan a las 8 a. m. en la zona horaria del destinatario y salen hasta las 9 p. m.',
    filter: 'Mostrar',
    all: 'Todos ({{count}})',
    empty: 'Todavía no hay mensajes. Los recordatorios aparecen aquí cuando se envían.',
    total_one: '{{count}} mensaje',
    total_other: '{{count}} mensajes',
    email: 'Correo',
    sms: 'Texto',
    share: 'Mensaje compartido u otro',
    to: 'Para',
    created: 'Creado {{when}}',
    heldUntil: 'Sale {{when}}',
    sentAt: 'Enviado {{when}}',
    noSubject: '(mensaje de texto)',
    pages: 'Páginas de mensajes enviados',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    states: {
      queued: 'En cola',
      held: 'En espera',
      sent: 'Enviado',
      failed: 'Fallido',
      suppressed: 'No enviado: dirección bloqueada',
    },
    reminders: {
      SmsReminderComingUp: 'Se acerca (texto)',
      SmsReminderTomorrow: 'Mañana (texto)',
      LastChanceReminders: 'Última oportunidad',
      EmailReminderComingUp: 'Se acerca (correo)',
      EmailReminderTomorrow: 'Mañana (correo)',
      MerchReminderEmail1: 'Artículos del evento (correo)',
      ParticipantSMSShare: 'Texto compartido del participante',
    },
  },
  unsubscribe: {
    title: 'Darse de baja',
    question: '¿Dejar de enviar correos de recordatorio y para compartir a {{address}}?',
    explain:
      'Seguirás recibiendo los recibos de tus propias promesas y los correos para restablecer la contraseña.',
    button: 'Darse de baja',
    done: '{{address}} está dado de baja. No recibirás más correos de recordatorio ni para compartir.',
    invalid: 'Este enlace para darse de baja no es válido. Usa el enlace del correo que recibiste.',
  },
};
