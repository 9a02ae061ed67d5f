import type { Strings } from './strings';

/** Franchisees, their commission and the people who work for them. */
export const franchiseesEn = {
  title: 'Franchisees',
  intro: 'Franchisees run Thons in their territory. Their users and team leaders see those Thons.',
  none: 'No franchisee yet.',
  create: {
    heading: 'Create a franchisee',
    name: 'Franchisee name',
    territory: 'Territory',
    commission: 'Commission rate (%)',
    commissionHint: 'At most 60%.',
    submit: 'Create franchisee',
  },
  card: {
    territory: 'Territory: {{territory}}',
    commission: 'Commission rate: {{rate}}%',
    people: 'Users and team leaders',
    noPeople: 'Nobody yet.',
    invited: 'invited',
  },
  invite: {
    heading: 'Add a user or team leader to {{name}}',
    intro:
      'The person receives an e-mail with a link and gets the role once they accept it: someone new sets a password, someone with an account accepts signed in. They are listed here from then on.',
    role: 'Role',
    submit: 'Send invitation',
  },
  teamsLink: 'Franchisees and their team leaders',
} as const;

export const franchiseesEs: Strings<typeof franchiseesEn> = {
  title: 'Franquicias',
  intro: 'Las franquicias organizan Thons en su territorio. Sus usuarios y líderes de equipo ven esos Thons.',
  none: 'Todavía no hay ninguna franquicia.',
  create: {
    heading: 'Crear una franquicia',
    name: 'Nombre de la franquicia',
    territory: 'Territorio',
    commission: 'Comisión (%)',
    commissionHint: 'Como máximo 60 %.',
    submit: 'Crear franquicia',
  },
  card: {
    territory: 'Territorio: {{territory}}',
    commission: 'Comisión: {{rate}} %',
    people: 'Usuarios y líderes de equipo',
    noPeople: 'Todavía nadie.',
    invited: 'invitado',
  },
  invite: {
    heading: 'Añadir un usuario o líder de equipo a {{name}}',
    intro:
      'La persona recibe un correo con un enlace y obtiene el rol cuando lo acepta: quien es nuevo elige una contraseña, quien ya tiene cuenta acepta con su sesión iniciada. Desde entonces aparece aquí.',
    role: 'Rol',
    submit: 'Enviar invitación',
  },
  teamsLink: 'Franquicias y sus líderes de equipo',
};
