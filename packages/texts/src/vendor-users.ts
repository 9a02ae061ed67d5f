import type { Strings } from './strings';

/** The users of a vendor account. */
export const vendorUsersEn = {
  title: 'Vendor users',
  intro: 'The people who work for {{name}} in the shop: they manage its products and orders.',
  list: 'Users of {{name}}',
  invited: 'invited',
  you: 'you',
  added: 'Added {{date}}',
  remove: 'Remove',
  removeLabel: 'Remove {{name}}',
  removeTitle: 'Remove {{name}}?',
  removeBody:
    '{{name}} will no longer reach the shop of {{vendor}} and is signed out at once. Their account and the orders they handled stay.',
  cancel: 'Cancel',
  invite: {
    heading: 'Add a user',
    intro:
      'The person receives an e-mail with a one-time link and joins once they accept it: someone new sets a password, someone with an account accepts signed in. They are listed here from then on.',
    submit: 'Send invitation',
  },
} as const;

export const vendorUsersEs: Strings<typeof vendorUsersEn> = {
  title: 'Usuarios del proveedor',
  intro: 'Las personas que trabajan para {{name}} en la tienda: gestionan sus productos y pedidos.',
  list: 'Usuarios de {{name}}',
  invited: 'invitado',
  you: 'tú',
  added: 'Añadido el {{date}}',
  remove: 'Quitar',
  removeLabel: 'Quitar a {{name}}',
  removeTitle: '¿Quitar a {{name}}?',
  removeBody:
    '{{name}} ya no podrá entrar en la tienda de {{vendor}} y su sesión se cierra al instante. Su cuenta y los pedidos que gestionó se conservan.',
  cancel: 'Cancelar',
  invite: {
    heading: 'Añadir un usuario',
    intro:
      'La persona recibe un correo con un enlace de un solo uso y se une cuando lo acepta: quien es nuevo elige una contraseña, quien ya tiene cuenta acepta con su sesión iniciada. Desde entonces aparece aquí.',
    submit: 'Enviar invitación',
  },
};
