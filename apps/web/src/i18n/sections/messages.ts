import { messages } from '@pledgethon/core';
import type { Strings } from '../strings';

/**
 * The spec's texts the browser itself shows (form checks, an unknown event code). English is the
 * catalogue's own wording; texts the server sends are shown as the server words them.
 */
export const messagesEn = {
  enterUsername: messages.enterUsername,
  enterPassword: messages.enterPassword,
  loginReviewRequiredFields: messages.loginReviewRequiredFields,
  enterAccessCode: messages.enterAccessCode,
  eventCodeInvalid: messages.eventCodeInvalid,
  emailRequired: messages.emailRequired,
  invalidPassword: messages.invalidPassword,
  accessDenied: messages.accessDenied,
} as const;

export const messagesEs: Strings<typeof messagesEn> = {
  enterUsername: 'Introduce un nombre de usuario',
  enterPassword: 'Introduce una contraseña',
  loginReviewRequiredFields: 'Revisa los campos obligatorios',
  enterAccessCode: 'Introduce el código de acceso',
  eventCodeInvalid: 'Lo sentimos, ese código no es válido.',
  emailRequired: 'Debes indicar la dirección de correo electrónico.',
  invalidPassword: 'La contraseña debe tener de 4 a 20 caracteres e incluir al menos un número.',
  accessDenied: 'acceso denegado',
};
