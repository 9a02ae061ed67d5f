import type { Strings } from './strings';

export const accountEn = {
  title: 'My account',
  greeting: 'Hello, {{name}}',
  tasks: 'What you can do',
  aside: 'About this sign-in',
  landing: {
    LoginPage: 'You are signed in.',
    AccessCode: 'You are signed in with your access code.',
  },
  role: 'Role: {{role}}',
  otherRoles: 'Also: {{roles}}',
  details: {
    heading: 'Your session',
    email: 'Email',
    location: 'Location',
    ip: 'Signed in from',
    site: 'Site',
    siteAdmin: 'Admin site',
    sitePublic: 'Public site',
    unknown: 'Not known',
  },
  flags: {
    heading: 'Your role',
    IsSuperAdmin: 'Super administrator: sees and manages everything',
    IsFranchiseeUser: 'Runs Thons for a franchisee',
    IsFranchiseeTeamLeader: 'Leads a franchisee team',
    IsOrganizerEvent: 'Organizes a Thon',
    IsTeacher: 'Teaches a class in a Thon',
    IsTeamLeader: 'Leads a team in a Thon',
    IsVendor: 'Runs the shop',
    IsParent: 'Parent who manages participants',
    IsParticipant: 'Takes part in a Thon',
    IsTestUser: 'Test account',
    ForceAccessCode: 'Signs in with an access code',
  },
  cards: {
    createThon: {
      title: 'Create a Thon',
      body: 'Set up a new fundraiser in four short steps.',
      action: 'Create a Thon',
    },
    accessCodes: {
      title: 'Access codes and QR badges',
      body: "Every participant's access code and QR code, team by team, ready to print as badges.",
      action: 'Open access codes',
    },
    franchisees: {
      title: 'Franchisees',
      body: 'Franchisees, their commission rate, and their users and team leaders.',
      action: 'Open franchisees',
    },
    franchiseeCalendar: {
      title: 'Calendar',
      body: "Your territory's Thons, order deliveries and reminder dates by month or week.",
      action: 'Open the calendar',
    },
    sentMessages: {
      title: 'Sent messages',
      body: 'Every email and text the site has sent, password reset links included.',
      action: 'Open sent messages',
    },
    contact: {
      title: 'Contact support',
      body: 'Ask a question or report a problem. We answer by email.',
      action: 'Contact support',
    },
    adminSite: {
      title: 'Admin site',
      body: 'Open the admin site without signing in again.',
      action: 'Switch to admin site',
    },
    myCode: {
      title: 'Your access code',
      body: 'Use this code to sign in to {{event}}.',
      none: 'No participant is linked to this account yet.',
    },
    signOut: {
      title: 'Sign out',
      body: 'End your session on this browser.',
      action: 'Sign out',
    },
  },
} as const;

export const accountEs: Strings<typeof accountEn> = {
  title: 'Mi cuenta',
  greeting: 'Hola, {{name}}',
  tasks: 'Lo que puedes hacer',
  aside: 'Sobre este inicio de sesión',
  landing: {
    LoginPage: 'Has iniciado sesión.',
    AccessCode: 'Has iniciado sesión con tu código de acceso.',
  },
  role: 'Rol: {{role}}',
  otherRoles: 'También: {{roles}}',
  details: {
    heading: 'Tu sesión',
    email: 'Correo electrónico',
    location: 'Ubicación',
    ip: 'Conectado desde',
    site: 'Sitio',
    siteAdmin: 'Sitio de administración',
    sitePublic: 'Sitio público',
    unknown: 'Desconocido',
  },
  flags: {
    heading: 'Tu rol',
    IsSuperAdmin: 'Superadministrador: ve y gestiona todo',
    IsFranchiseeUser: 'Organiza Thons para una franquicia',
    IsFranchiseeTeamLeader: 'Dirige un equipo de franquicia',
    IsOrganizerEvent: 'Organiza un Thon',
    IsTeacher: 'Tiene una clase en un Thon',
    IsTeamLeader: 'Dirige un equipo en un Thon',
    IsVendor: 'Gestiona la tienda',
    IsParent: 'Padre o madre que gestiona participantes',
    IsParticipant: 'Participa en un Thon',
    IsTestUser: 'Cuenta de prueba',
    ForceAccessCode: 'Inicia sesión con un código de acceso',
  },
  cards: {
    createThon: {
      title: 'Crear un Thon',
      body: 'Configura una nueva recaudación en cuatro pasos.',
      action: 'Crear un Thon',
    },
    accessCodes: {
      title: 'Códigos de acceso y credenciales QR',
      body: 'El código de acceso y el código QR de cada participante, equipo por equipo, listos para imprimir como credenciales.',
      action: 'Abrir códigos de acceso',
    },
    franchisees: {
      title: 'Franquicias',
      body: 'Las franquicias, su comisión y sus usuarios y líderes de equipo.',
      action: 'Abrir franquicias',
    },
    franchiseeCalendar: {
      title: 'Calendario',
      body: 'Los Thons de tu territorio, las entregas de pedidos y las fechas de recordatorios por mes o semana.',
      action: 'Abrir el calendario',
    },
    sentMessages: {
      title: 'Mensajes enviados',
      body: 'Cada correo y mensaje de texto que envió el sitio, incluidos los enlaces para restablecer contraseñas.',
      action: 'Abrir mensajes enviados',
    },
    contact: {
      title: 'Contactar con soporte',
      body: 'Haz una pregunta o informa de un problema. Respondemos por correo electrónico.',
      action: 'Contactar con soporte',
    },
    adminSite: {
      title: 'Sitio de administración',
      body: 'Abre el sitio de administración sin volver a iniciar sesión.',
      action: 'Ir al sitio de administración',
    },
    myCode: {
      title: 'Tu código de acceso',
      body: 'Usa este código para iniciar sesión en {{event}}.',
      none: 'Todavía no hay ningún participante vinculado a esta cuenta.',
    },
    signOut: {
      title: 'Cerrar sesión',
      body: 'Termina tu sesión en este navegador.',
      action: 'Cerrar sesión',
    },
  },
};
