import { messages } from '@pledgethon/core';
import type { Strings } from '../../../i18n/strings';

export const socialSignInEn = {
  continueWith: 'Continue with {{provider}}',
  signingIn: 'Signing you in…',
  signUp: {
    title: 'Create your PledgeThon account',
    intro: 'You signed in with {{provider}}. Check your name and accept the terms to finish.',
    verifiedEmail: 'Your account will use {{email}}, confirmed by {{provider}}.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    emailDescription: '{{provider}} did not share an e-mail address with us.',
    acceptTerms: 'I agree to the Terms and Conditions',
    submit: 'Create my account',
    cancel: 'Cancel',
  },
  // The spec's texts (and ours) this flow shows; English is the catalogue's own wording.
  messages: {
    facebookLoginFailed: messages.facebookLoginFailed,
    oauthEmailRequired: messages.oauthEmailRequired,
    mustAgreeToTerms: messages.mustAgreeToTerms,
    userAlreadyExists: messages.userAlreadyExists,
    inactiveUser: messages.inactiveUser,
    reviewRequiredFields: messages.reviewRequiredFields,
    invalidEmail: messages.invalidEmail,
    emailTooLong: messages.emailTooLong,
    textTooLong: messages.textTooLong,
  },
} as const;

export const socialSignInEs: Strings<typeof socialSignInEn> = {
  continueWith: 'Continuar con {{provider}}',
  signingIn: 'Iniciando sesión…',
  signUp: {
    title: 'Crea tu cuenta de PledgeThon',
    intro: 'Iniciaste sesión con {{provider}}. Revisa tu nombre y acepta los términos para terminar.',
    verifiedEmail: 'Tu cuenta usará {{email}}, confirmado por {{provider}}.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    emailDescription: '{{provider}} no compartió una dirección de correo electrónico con nosotros.',
    acceptTerms: 'Acepto los Términos y Condiciones',
    submit: 'Crear mi cuenta',
    cancel: 'Cancelar',
  },
  messages: {
    facebookLoginFailed: 'No se pudo iniciar sesión con Facebook.',
    oauthEmailRequired: 'Debes indicar la dirección de correo electrónico',
    mustAgreeToTerms: 'Debes aceptar los Términos y Condiciones antes de continuar.',
    userAlreadyExists: 'El usuario ya existe.',
    inactiveUser: 'Tu cuenta no está activa. Comunícate con el administrador.',
    reviewRequiredFields: 'Revisa los campos obligatorios.',
    invalidEmail: 'Introduce una dirección de correo electrónico válida.',
    emailTooLong: 'La dirección de correo electrónico debe tener como máximo 50 caracteres.',
    textTooLong: 'El texto es demasiado largo.',
  },
};
