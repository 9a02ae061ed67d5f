import { captchaEn, captchaEs } from './captcha';
import type { Strings } from './strings';

/** The admin contact form. */
export const contactEn = {
  title: 'Contact support',
  loading: 'Loading the form…',
  intro: 'Tell us what you need. We reply by email and keep your message as a support ticket.',
  issueType: 'Issue type',
  issueTypeLoading: 'Loading issue types…',
  from: 'Your email address',
  fromName: 'Your name',
  subject: 'Subject',
  message: 'Message',
  files: 'Attachments',
  filesPlaceholder: 'Choose up to 5 files',
  filesHint: 'Up to 5 images, PDF or plain text files of at most 8 MB each.',
  captcha: captchaEn,
  required: 'Required',
  issueTypes: {
    question: 'Question',
    problem: 'Problem',
    featureRequest: 'Feature request',
    billing: 'Billing',
  },
  submit: 'Send',
  cancel: 'Cancel',
  sentTitle: 'Message sent',
  sentTicket: 'Your ticket is {{ticketKey}}. A confirmation is on its way to your inbox.',
} as const;

export const contactEs: Strings<typeof contactEn> = {
  title: 'Contactar con soporte',
  loading: 'Cargando el formulario…',
  intro:
    'Cuéntanos qué necesitas. Respondemos por correo electrónico y guardamos tu mensaje como un ticket de soporte.',
  issueType: 'Tipo de consulta',
  issueTypeLoading: 'Cargando los tipos de consulta…',
  from: 'Tu correo electrónico',
  fromName: 'Tu nombre',
  subject: 'Asunto',
  message: 'Mensaje',
  files: 'Archivos adjuntos',
  filesPlaceholder: 'Elige hasta 5 archivos',
  filesHint: 'Hasta 5 imágenes, archivos PDF o de texto sin formato de 8 MB como máximo cada uno.',
  captcha: captchaEs,
  required: 'Obligatorio',
  issueTypes: {
    question: 'Pregunta',
    problem: 'Problema',
    featureRequest: 'Sugerencia de mejora',
    billing: 'Facturación',
  },
  submit: 'Enviar',
  cancel: 'Cancelar',
  sentTitle: 'Mensaje enviado',
  sentTicket: 'Tu ticket es {{ticketKey}}. Te enviamos una confirmación a tu bandeja de entrada.',
};
