import { homePageEs } from './home-page.es';
import type { messagesEn } from './messages';
import { pageShellEs } from './page-shell.es';
import type { Strings } from './strings';

export const messagesEs: Strings<typeof messagesEn> = {
  ...homePageEs.messages,
  eventCodeInvalid: pageShellEs.eventCode.invalid,
  emailRequired: 'Debes indicar la dirección de correo electrónico.',
  invalidPassword: 'La contraseña debe tener de 4 a 20 caracteres e incluir al menos un número.',
  passwordsDoNotMatch: 'Las dos contraseñas no coinciden.',
  accessDenied: 'acceso denegado',
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
  attachmentNameMismatch:
    'El nombre de un archivo no coincide con su contenido. Adjunta cada archivo con la terminación de su tipo (.jpg, .png, .pdf, .txt, …).',
  fileSizeLimitExceeded: 'Se superó el tamaño máximo de archivo',
  tooManyRequests: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  facebookLoginFailed: 'No se pudo iniciar sesión con Facebook.',
  oauthEmailRequired: 'Debes indicar la dirección de correo electrónico',
  mustAgreeToTerms: 'Debes aceptar los Términos y Condiciones antes de continuar.',
  userAlreadyExists: 'El usuario ya existe.',
  inactiveUser: 'Tu cuenta no está activa. Comunícate con el administrador.',
  alreadyParticipated: 'Ya participas en este evento.',
  childAlreadyLinked: 'Este niño ya es uno de tus participantes.',
  childClaimPending:
    'La escuela tiene en su lista a un niño con este nombre. La escuela confirmará que este niño es tuyo; después aparecerá en tu panel.',
  accessCodeInvalid: 'Código de acceso no válido.',
  parentParticipantLimit: 'Un padre o una madre puede añadir como máximo 9 participantes.',
  minimumGoal: 'La meta mínima es de $1.',
  commissionTooHigh: 'La comisión puede ser como máximo del 60 %.',
  franchiseeCreated: 'Franquicia creada.',
  teamLeaderCreated: 'Líder de equipo creado.',
  invalidStrongPassword: 'La contraseña debe tener al menos 8 caracteres y al menos un número.',
  emailAlreadyExists: 'El correo electrónico ya existe.',
  signUpCheckEmail:
    'Revisa tu correo: te enviamos un enlace para confirmar tu dirección. Ábrelo en las próximas 24 horas para terminar.',
  signUpLinkInvalid: 'Este enlace de confirmación caducó o ya se usó. Regístrate de nuevo.',
  pledgeSubmitted: 'Promesa registrada.',
  invalidEin: 'Escribe el EIN con nueve dígitos, por ejemplo 12-3456789.',
  einRequired: 'Una organización exenta de impuestos necesita su EIN en los recibos de sus donantes.',
};
