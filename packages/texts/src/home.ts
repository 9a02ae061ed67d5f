import type { Strings } from './strings';
/**
 * The home page's own sections: the hero, why schools choose us and how it works. The server draws the
 * home page (decision 101) and the web app draws it for a signed-in visitor, with these same words.
 */
export const homeEn = {
  hero: {
    eyebrow: 'Fun runs · Jog-a-thons · Read-a-thons',
    title: 'Every lap raises more for your school',
    lead: 'PledgeThon runs pledge-based fundraising events for schools and teams. Students collect pledges from family and friends, per lap, per page or as a flat donation, and your community moves together toward one goal.',
    howItWorksLink: 'See how it works',
  },
  values: {
    heading: 'Why schools choose PledgeThon',
    keepMore: {
      title: 'Schools keep more of what they raise',
      body: 'Clear, low costs mean more of every pledge reaches classrooms, teams and trips instead of catalogs and prizes.',
    },
    lapsCounted: {
      title: 'Laps counted digitally',
      body: 'Record laps, pages or minutes on the day. Per-lap pledges are collected automatically once results are in: no envelopes, no chasing.',
    },
    dataProtected: {
      title: "Children's data protected",
      body: "Public pages show a participant's first name and last initial only. Parents decide whether to share more.",
    },
  },
  steps: {
    heading: 'How it works',
    create: {
      title: 'Set up your Thon',
      body: 'Organizers choose the event, the date and the goal, and add participants by class or team.',
    },
    share: {
      title: 'Share with family and friends',
      body: 'Parents and students send their personal page by email and text. Donors pledge per lap or give a flat amount.',
    },
    collect: {
      title: 'Run, count and collect',
      body: 'On event day laps are counted, results are entered, and every pledge is totaled and collected for you.',
    },
  },
} as const;

export const homeEs: Strings<typeof homeEn> = {
  hero: {
    eyebrow: 'Carreras divertidas · Maratones de trote · Maratones de lectura',
    title: 'Cada vuelta recauda más para tu escuela',
    lead: 'PledgeThon organiza eventos de recaudación de fondos con promesas de donación para escuelas y equipos. Los estudiantes reúnen promesas de familiares y amigos, por vuelta, por página o como donación fija, y toda la comunidad avanza unida hacia una misma meta.',
    howItWorksLink: 'Descubre cómo funciona',
  },
  values: {
    heading: 'Por qué las escuelas eligen PledgeThon',
    keepMore: {
      title: 'Las escuelas se quedan con más de lo que recaudan',
      body: 'Costos claros y bajos hacen que una mayor parte de cada promesa llegue a las aulas, los equipos y las excursiones, y no a catálogos ni premios.',
    },
    lapsCounted: {
      title: 'Vueltas contadas de forma digital',
      body: 'Registra vueltas, páginas o minutos el mismo día. Las promesas por vuelta se cobran automáticamente cuando se publican los resultados: sin sobres y sin perseguir a nadie.',
    },
    dataProtected: {
      title: 'Datos de los niños protegidos',
      body: 'Las páginas públicas muestran solo el nombre y la inicial del apellido de cada participante. Los padres deciden si compartir más.',
    },
  },
  steps: {
    heading: 'Cómo funciona',
    create: {
      title: 'Prepara tu Thon',
      body: 'Los organizadores eligen el evento, la fecha y la meta, y agregan a los participantes por clase o por equipo.',
    },
    share: {
      title: 'Comparte con familiares y amigos',
      body: 'Padres y estudiantes envían su página personal por correo electrónico y mensaje de texto. Los donantes prometen por vuelta o dan una cantidad fija.',
    },
    collect: {
      title: 'Corre, cuenta y cobra',
      body: 'El día del evento se cuentan las vueltas, se registran los resultados y cada promesa se suma y se cobra por ti.',
    },
  },
} as const;
