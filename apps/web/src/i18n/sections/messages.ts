import { messages } from '@pledgethon/core';
import type { Strings } from '../strings';

/**
 * The spec's texts the browser shows in the page's language: its own form checks, and the server's
 * answers that a form expects. English is the catalogue's own wording; any other text is shown as the
 * server words it.
 */
export const messagesEn = {
  enterUsername: messages.enterUsername,
  enterPassword: messages.enterPassword,
  loginReviewRequiredFields: messages.loginReviewRequiredFields,
  enterAccessCode: messages.enterAccessCode,
  eventCodeInvalid: messages.eventCodeInvalid,
  emailRequired: messages.emailRequired,
  invalidPassword: messages.invalidPassword,
  passwordsDoNotMatch: messages.passwordsDoNotMatch,
  accessDenied: messages.accessDenied,
  authenticationFailedTitle: messages.authenticationFailedTitle,
  enterRequiredFields: messages.enterRequiredFields,
  reviewRequiredFields: messages.reviewRequiredFields,
  invalidEmail: messages.invalidEmail,
  emailTooLong: messages.emailTooLong,
  textTooLong: messages.textTooLong,
  invalidCaptcha: messages.invalidCaptcha,
  somethingWentWrong: messages.somethingWentWrong,
  ticketCreationFailed: messages.ticketCreationFailed,
  emailsSent: messages.emailsSent,
  tooManyAttachments: messages.tooManyAttachments,
  attachmentTypeNotAllowed: messages.attachmentTypeNotAllowed,
  fileSizeLimitExceeded: messages.fileSizeLimitExceeded,
  tooManyRequests: messages.tooManyRequests,
  unexpectedError: messages.unexpectedError,
  facebookLoginFailed: messages.facebookLoginFailed,
  oauthEmailRequired: messages.oauthEmailRequired,
  mustAgreeToTerms: messages.mustAgreeToTerms,
  userAlreadyExists: messages.userAlreadyExists,
  inactiveUser: messages.inactiveUser,
} as const;

export const messagesEs: Strings<typeof messagesEn> = {
  enterUsername: 'Introduce un nombre de usuario',
  enterPassword: 'Introduce una contraseña',
  loginReviewRequiredFields: 'Revisa los campos obligatorios',
  enterAccessCode: 'Introduce el código de acceso',
  eventCodeInvalid: 'Lo sentimos, ese código no es válido.',
  emailRequired: 'Debes indicar la dirección de correo electrónico.',
  invalidPassword: 'La contraseña debe tener de 4 a 20 caracteres e incluir al menos un número.',
  passwordsDoNotMatch: 'Las dos contraseñas no coinciden.',
  accessDenied: 'acceso denegado',
  authenticationFailedTitle: 'Revisa los datos introducidos e inténtalo de nuevo.',
  enterRequiredFields: 'Completa los campos obligatorios.',
  reviewRequiredFields: 'Revisa los campos obligatorios.',
  invalidEmail: 'Introduce una dirección de correo electrónico válida.',
  emailTooLong: 'La dirección de correo electrónico debe tener como máximo 50 caracteres.',
  textTooLong: 'El texto es demasiado largo.',
  invalidCaptcha: 'Captcha no válido',
  somethingWentWrong: '¡Algo salió mal!',
  ticketCreationFailed: 'No se pudo crear el ticket. Escribe a soporte por correo electrónico.',
  emailsSent: 'Correos enviados.',
  tooManyAttachments: 'Adjunta como máximo 5 archivos.',
  attachmentTypeNotAllowed:
    'Adjunta solo imágenes (JPEG, PNG, GIF, WebP, BMP o HEIC), archivos PDF o archivos de texto sin formato.',
  fileSizeLimitExceeded: 'Se superó el tamaño máximo de archivo',
  tooManyRequests: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  unexpectedError: 'Algo salió mal. Inténtalo de nuevo más tarde.',
  facebookLoginFailed: 'No se pudo iniciar sesión con Facebook.',
  oauthEmailRequired: 'Debes indicar la dirección de correo electrónico',
  mustAgreeToTerms: 'Debes aceptar los Términos y Condiciones antes de continuar.',
  userAlreadyExists: 'El usuario ya existe.',
  inactiveUser: 'Tu cuenta no está activa. Comunícate con el administrador.',
};
