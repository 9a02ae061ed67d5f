import type { Strings } from './strings';

export const resetPasswordEn = {
  title: 'Choose a new password',
  intro: 'Your new password must be 4 to 20 characters long and contain at least one number.',
  password: 'New password',
  confirm: 'Repeat the new password',
  submit: 'Save new password',
  done: 'Your password has been changed. Sign in with your new password.',
  missingToken: 'This page opens from the link in the password reset email.',
  requestNew: 'Request a new link',
} as const;

export const resetPasswordEs: Strings<typeof resetPasswordEn> = {
  title: 'Elige una contraseña nueva',
  intro: 'La contraseña nueva debe tener de 4 a 20 caracteres e incluir al menos un número.',
  password: 'Contraseña nueva',
  confirm: 'Repite la contraseña nueva',
  submit: 'Guardar contraseña nueva',
  done: 'Tu contraseña se ha cambiado. Inicia sesión con la contraseña nueva.',
  missingToken: 'Esta página se abre desde el enlace del correo para restablecer la contraseña.',
  requestNew: 'Solicitar un enlace nuevo',
};

export const ssoEn = {
  inProgress: 'Signing you in…',
  failedTitle: 'We could not sign you in here',
  failedBody: 'The sign-in link has expired or was already used. Sign in again from the home page.',
  home: 'Go to the home page',
} as const;

export const ssoEs: Strings<typeof ssoEn> = {
  inProgress: 'Iniciando sesión…',
  failedTitle: 'No pudimos iniciar tu sesión aquí',
  failedBody:
    'El enlace de inicio de sesión caducó o ya se usó. Vuelve a iniciar sesión desde la página de inicio.',
  home: 'Ir a la página de inicio',
};
