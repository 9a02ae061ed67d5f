import type { Strings } from './strings';

export const signInEmailEn = {
  title: 'Your sign-in e-mail',
  current: 'Your account signs in with {{email}}.',
  intro:
    'To sign in with another address, type it with your password. We send a link to the new address; your account moves to it only once that link is opened, and your current address is told.',
  newEmail: 'New e-mail address',
  password: 'Your password',
  submit: 'Send the confirmation link',
  confirmTitle: 'Confirm your new sign-in address',
  confirmIntro: 'Confirm to sign in to your PledgeThon account with this address from now on.',
  confirm: 'Confirm my new address',
  confirmed: 'Your account now signs in with {{email}}.',
  toSignIn: 'Go to sign in',
  missingToken: 'This page needs the link from your confirmation e-mail.',
} as const;

export const signInEmailEs: Strings<typeof signInEmailEn> = {
  title: 'Tu correo de inicio de sesión',
  current: 'Tu cuenta inicia sesión con {{email}}.',
  intro:
    'Para iniciar sesión con otra dirección, escríbela con tu contraseña. Enviamos un enlace a la nueva dirección; tu cuenta pasa a ella solo cuando se abre ese enlace, y se avisa a tu dirección actual.',
  newEmail: 'Nueva dirección de correo',
  password: 'Tu contraseña',
  submit: 'Enviar el enlace de confirmación',
  confirmTitle: 'Confirma tu nueva dirección de inicio de sesión',
  confirmIntro:
    'Confirma para iniciar sesión en tu cuenta de PledgeThon con esta dirección a partir de ahora.',
  confirm: 'Confirmar mi nueva dirección',
  confirmed: 'Tu cuenta ahora inicia sesión con {{email}}.',
  toSignIn: 'Ir a iniciar sesión',
  missingToken: 'Esta página necesita el enlace de tu correo de confirmación.',
};
