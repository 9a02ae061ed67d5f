import type { Strings } from './strings';
/** Social sign-in and the sign-up after it: the home page's buttons are drawn by the server too (decision 101). */
export const socialSignInEn = {
  continueWith: 'Continue with {{provider}}',
  signingIn: 'Signing you in…',
  signUp: {
    title: 'Create your PledgeThon account',
    intro: 'You signed in with {{provider}}. Check your name and accept the terms to finish.',
    verifiedEmail: 'Your account will use {{email}}, confirmed by {{provider}}.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    emailDescription: '{{provider}} did not share an email address with us.',
    acceptTerms: 'I agree to the Terms and Conditions',
    submit: 'Create my account',
    cancel: 'Cancel',
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
} as const;
