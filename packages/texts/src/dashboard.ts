import type { Strings } from './strings';

/** The event dashboard and the list of the user's Thons. */
export const dashboardEn = {
  title: 'Dashboard',
  pageTitle: 'Dashboard · {{name}}',
  reach: {
    all: 'The whole Thon.',
    class: 'Your class.',
    team: 'Your team.',
  },
  totals: {
    pledged: 'Raised (pledged)',
    collected: 'Collected',
    outstanding: 'Outstanding',
    participants: 'Participants',
  },
  goal: {
    title: 'Goal',
    label: 'Share of the goal raised',
    of: '{{raised}} of {{goal}}',
  },
  charts: {
    overTime: 'Pledges over time',
    perTeam: 'Raised per team',
    none: 'No pledges yet.',
    noTeams: 'No teams yet.',
  },
  leaderboard: 'Team leaderboard',
  topParticipants: 'Top participants',
  participants: {
    title: 'Participants',
    search: 'Search by name',
    team: 'Team',
    allTeams: 'All teams',
    progress: 'Progress toward goal',
    all: 'All',
    reached: 'Goal reached',
    below: 'Below goal',
    name: 'Name',
    goal: 'Goal',
    empty: 'No participant matches.',
  },
  activity: {
    title: 'Recent activity',
    empty: 'No pledges yet.',
    flat: '{{donor}} gave {{amount}} to {{participant}}',
    perUnit: '{{donor}} pledged {{amount}} a unit to {{participant}}',
  },
  pages: {
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    page: 'Page {{page}}',
  },
  myThons: {
    title: 'My Thons',
    body: 'Open the dashboard of a Thon you run.',
    open: 'Dashboard',
    none: 'You do not run a Thon yet.',
  },
} as const;

export const dashboardEs: Strings<typeof dashboardEn> = {
  title: 'Panel',
  pageTitle: 'Panel · {{name}}',
  reach: {
    all: 'Todo el Thon.',
    class: 'Tu clase.',
    team: 'Tu equipo.',
  },
  totals: {
    pledged: 'Recaudado (prometido)',
    collected: 'Cobrado',
    outstanding: 'Pendiente',
    participants: 'Participantes',
  },
  goal: {
    title: 'Meta',
    label: 'Parte de la meta recaudada',
    of: '{{raised}} de {{goal}}',
  },
  charts: {
    overTime: 'Promesas en el tiempo',
    perTeam: 'Recaudado por equipo',
    none: 'Aún no hay promesas.',
    noTeams: 'Aún no hay equipos.',
  },
  leaderboard: 'Clasificación de equipos',
  topParticipants: 'Mejores participantes',
  participants: {
    title: 'Participantes',
    search: 'Buscar por nombre',
    team: 'Equipo',
    allTeams: 'Todos los equipos',
    progress: 'Avance hacia la meta',
    all: 'Todos',
    reached: 'Meta alcanzada',
    below: 'Bajo la meta',
    name: 'Nombre',
    goal: 'Meta',
    empty: 'Ningún participante coincide.',
  },
  activity: {
    title: 'Actividad reciente',
    empty: 'Aún no hay promesas.',
    flat: '{{donor}} donó {{amount}} a {{participant}}',
    perUnit: '{{donor}} prometió {{amount}} por unidad a {{participant}}',
  },
  pages: {
    first: 'Primera página',
    previous: 'Página anterior',
    next: 'Página siguiente',
    last: 'Última página',
    page: 'Página {{page}}',
  },
  myThons: {
    title: 'Mis Thons',
    body: 'Abre el panel de un Thon que organizas.',
    open: 'Panel',
    none: 'Aún no organizas ningún Thon.',
  },
};
