import { addPageTexts } from '../page-texts';
import type { Strings } from '../strings';

export const signUpEn = {
  title: 'Create your account',
  intro: 'We send a link to your e-mail address: your account is made once you open it.',
  kind: 'I am signing up as',
  organizer: 'An organiser: I run a Thon for a school or a team',
  parent: 'A parent: my child takes part in a Thon',
  vendorsByInvitation: 'Vendors join by the invitation their shop sends.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  password: 'Password',
  passwordHint: 'At least 8 characters, with at least one number.',
  confirm: 'Repeat the password',
  eventCode: "Your child's event code (optional)",
  eventCodeHint: 'From the school, or the last part of the Thon’s link. You can add it later too.',
  terms: 'I agree to the Terms of use and the Privacy notice',
  captcha: 'Prove you are a person',
  submit: 'Create my account',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
  sentTitle: 'Check your e-mail',
  confirmTitle: 'Confirm your e-mail address',
  confirmIntro: 'Confirm your address to finish making your PledgeThon account. You are signed in next.',
  confirmButton: 'Confirm and continue',
  missingToken: 'This page needs the link from your sign-up e-mail.',
} as const;

const signUpEs: Strings<typeof signUpEn> = {
  title: 'Crea tu cuenta',
  intro: 'Enviamos un enlace a tu dirección de correo: tu cuenta se crea cuando lo abres.',
  kind: 'Me registro como',
  organizer: 'Organizador: dirijo un Thon para una escuela o un equipo',
  parent: 'Padre o madre: mi hijo participa en un Thon',
  vendorsByInvitation: 'Los vendedores se unen con la invitación que envía su tienda.',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  password: 'Contraseña',
  passwordHint: 'Al menos 8 caracteres, con al menos un número.',
  confirm: 'Repite la contraseña',
  eventCode: 'El código del evento de tu hijo (opcional)',
  eventCodeHint: 'De la escuela, o la última parte del enlace del Thon. También puedes añadirlo después.',
  terms: 'Acepto las Condiciones de uso y el Aviso de privacidad',
  captcha: 'Demuestra que eres una persona',
  submit: 'Crear mi cuenta',
  haveAccount: '¿Ya tienes una cuenta?',
  signIn: 'Inicia sesión',
  sentTitle: 'Revisa tu correo',
  confirmTitle: 'Confirma tu dirección de correo',
  confirmIntro:
    'Confirma tu dirección para terminar de crear tu cuenta de PledgeThon. Después inicias sesión.',
  confirmButton: 'Confirmar y continuar',
  missingToken: 'Esta página necesita el enlace de tu correo de registro.',
};

addPageTexts('signUp', signUpEn, signUpEs);
