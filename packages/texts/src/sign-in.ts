import type { Strings } from './strings';
/** The home page's sign-in card, drawn by the server (decision 101) and by the web app. */
export const signInEn = {
  title: 'Sign in',
  intro: 'Parents, organizers, teachers and vendors sign in with their email and password.',
  tabs: { password: 'Password', accessCode: 'Access code' },
  username: 'Username',
  usernameDescription: 'The email address of your account',
  password: 'Password',
  rememberMe: 'Remember me',
  submit: 'Sign in',
  forgotPassword: 'Forgot your password?',
  newHere: 'New to PledgeThon?',
  signUp: 'Create an account',
  accessCode: {
    intro: 'Students sign in with the access code on their badge, or by scanning its QR code.',
    label: 'Access code',
    submit: 'Sign in with access code',
    qrInProgress: 'Signing you in with your QR code…',
  },
  forgot: {
    title: 'Reset your password',
    intro: 'Enter the email address of your account and we will send you a link to set a new password.',
    email: 'Email address',
    submit: 'Send reset link',
    back: 'Back to sign in',
  },
  signedIn: {
    title: 'You are signed in',
    as: 'Signed in as {{name}}',
    account: 'Go to my account',
    signOut: 'Sign out',
  },
  signedOut: 'You have been signed out.',
  or: 'or',
} as const;

export const signInEs: Strings<typeof signInEn> = {
  title: 'Iniciar sesión',
  intro:
    'Padres, organizadores, maestros y proveedores inician sesión con su correo electrónico y contraseña.',
  tabs: { password: 'Contraseña', accessCode: 'Código de acceso' },
  username: 'Nombre de usuario',
  usernameDescription: 'La dirección de correo electrónico de tu cuenta',
  password: 'Contraseña',
  rememberMe: 'Recordarme',
  submit: 'Iniciar sesión',
  forgotPassword: '¿Olvidaste tu contraseña?',
  newHere: '¿Nuevo en PledgeThon?',
  signUp: 'Crea una cuenta',
  accessCode: {
    intro:
      'Los estudiantes inician sesión con el código de acceso de su credencial o escaneando su código QR.',
    label: 'Código de acceso',
    submit: 'Entrar con código de acceso',
    qrInProgress: 'Iniciando sesión con tu código QR…',
  },
  forgot: {
    title: 'Restablece tu contraseña',
    intro:
      'Escribe la dirección de correo electrónico de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.',
    email: 'Correo electrónico',
    submit: 'Enviar enlace',
    back: 'Volver a iniciar sesión',
  },
  signedIn: {
    title: 'Ya has iniciado sesión',
    as: 'Sesión iniciada como {{name}}',
    account: 'Ir a mi cuenta',
    signOut: 'Cerrar sesión',
  },
  signedOut: 'Has cerrado la sesión.',
  or: 'o',
} as const;
