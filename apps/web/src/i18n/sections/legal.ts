import { addPageTexts } from '../page-texts';
import type { Strings } from '../strings';

/**
 * The privacy notice and terms of use, in plain words: what the product keeps about children and
 * adults, for how long, and who sees it. Each section is a heading and its paragraphs.
 */
export const legalEn = {
  updated: 'Last updated: November 2026',
  contact: 'Questions, or a request to see, correct or delete data: write to <mail>{{email}}</mail>.',
  privacy: {
    title: 'Privacy',
    intro:
      'PledgeThon runs fundraising events for schools and teams, so it holds data about children. This page says what we keep, for how long, and who can see it.',
    sections: {
      children: {
        heading: 'What we keep about participants (children)',
        body: "First and last name, school or team, class or team within the Thon, fundraising goal, results (laps, pages or minutes), the pledges made to them and the access code they sign in with. We do not ask for a child's birth date, address, phone number or photo.",
      },
      public: {
        heading: 'What the public sees',
        body: "A Thon's public page shows its name, date, goal and totals. A participant is shown by first name and last initial only, unless a parent chooses to show more. Nobody can search for a participant by name.",
      },
      adults: {
        heading: 'What we keep about adults',
        body: 'Parents, organizers, teachers, team leaders, donors and vendors: name, email address, the phone number if given, and their pledges and payments. Card numbers go straight to the payment provider; we never see or store them. Passwords are stored only as a hash.',
      },
      signIns: {
        heading: 'Sign-ins and security',
        body: 'When someone signs in we note the time, the IP address and the approximate location, to protect the account. A session ends after 12 hours (30 days with "Remember me"); password reset links work once, for 1 hour.',
      },
      whoSees: {
        heading: 'Who can see a child’s data',
        body: "The child's own parents; the organizers, teachers and team leaders of that child's Thon; the franchisee who runs the Thon, if there is one; and our support staff when they help with a problem. Vendors in the shop see none of it. We never sell data or show advertising.",
      },
      howLong: {
        heading: 'How long we keep it',
        body: 'Participant data stays while the organization runs Thons with PledgeThon, so returning families keep their history. An organization or a parent can ask us at any time to delete a participant; we then remove the name, results and access code within 30 days and keep only the pledge amounts the school needs for its accounts.',
      },
      messages: {
        heading: 'Emails and texts',
        body: 'We send emails and text messages only for a Thon the person takes part in (pledge requests, reminders, receipts, password resets), and keep a copy of each so support can check what was sent.',
      },
    },
  },
  terms: {
    title: 'Terms of use',
    intro:
      'These terms apply to everyone who uses PledgeThon: organizers, parents, participants, donors and vendors.',
    sections: {
      accounts: {
        heading: 'Accounts',
        body: 'Keep your password to yourself. Organizers and teachers give each participant an access code; treat it like a password. Tell us at once if you think someone else uses your account.',
      },
      children: {
        heading: 'Children',
        body: 'A parent or the organizing school adds each participant. By adding a child you confirm you may share their name and results with the Thon as described on the privacy page.',
      },
      pledges: {
        heading: 'Pledges and payments',
        body: 'A per-unit pledge is charged after the results are in, at most at the Thon’s maximum number of units and any limit the donor set. Flat donations are charged when given. The minimum for any pledge is $1.',
      },
      conduct: {
        heading: 'Fair use',
        body: 'Do not post anything unlawful or hurtful on a Thon page, do not send messages to people who did not ask for them, and do not try to reach data that is not yours.',
      },
      changes: {
        heading: 'Changes',
        body: 'We may change these terms; the date above says when they last changed. We tell organizers by email before a change that affects them.',
      },
    },
  },
} as const;

export const legalEs: Strings<typeof legalEn> = {
  updated: 'Última actualización: noviembre de 2026',
  contact: 'Preguntas, o una solicitud para ver, corregir o borrar datos: escribe a <mail>{{email}}</mail>.',
  privacy: {
    title: 'Privacidad',
    intro:
      'PledgeThon organiza eventos de recaudación para escuelas y equipos, por eso guarda datos de niños. Esta página explica qué guardamos, durante cuánto tiempo y quién puede verlo.',
    sections: {
      children: {
        heading: 'Qué guardamos de los participantes (niños)',
        body: 'Nombre y apellido, escuela o equipo, clase o equipo dentro del Thon, meta de recaudación, resultados (vueltas, páginas o minutos), las promesas que reciben y el código de acceso con el que entran. No pedimos la fecha de nacimiento, la dirección, el teléfono ni la foto de un niño.',
      },
      public: {
        heading: 'Qué ve el público',
        body: 'La página pública de un Thon muestra su nombre, fecha, meta y totales. Un participante aparece con su nombre y la inicial del apellido, salvo que un padre decida mostrar más. Nadie puede buscar a un participante por su nombre.',
      },
      adults: {
        heading: 'Qué guardamos de los adultos',
        body: 'Padres, organizadores, maestros, líderes de equipo, donantes y proveedores: nombre, correo electrónico, el teléfono si lo dan, y sus promesas y pagos. Los números de tarjeta van directamente al proveedor de pagos; nunca los vemos ni los guardamos. Las contraseñas se guardan solo como hash.',
      },
      signIns: {
        heading: 'Inicios de sesión y seguridad',
        body: 'Cuando alguien inicia sesión anotamos la hora, la dirección IP y la ubicación aproximada, para proteger la cuenta. Una sesión termina a las 12 horas (30 días con "Recordarme"); los enlaces para restablecer la contraseña sirven una vez, durante 1 hora.',
      },
      whoSees: {
        heading: 'Quién puede ver los datos de un niño',
        body: 'Sus propios padres; los organizadores, maestros y líderes de equipo de su Thon; el franquiciado que lleva el Thon, si lo hay; y nuestro equipo de soporte cuando ayuda con un problema. Los proveedores de la tienda no ven nada de esto. Nunca vendemos datos ni mostramos publicidad.',
      },
      howLong: {
        heading: 'Cuánto tiempo los guardamos',
        body: 'Los datos de un participante se guardan mientras la organización haga Thons con PledgeThon, para que las familias conserven su historial. Una organización o un padre puede pedirnos en cualquier momento que borremos a un participante; entonces quitamos el nombre, los resultados y el código de acceso en un plazo de 30 días y guardamos solo los importes que la escuela necesita para sus cuentas.',
      },
      messages: {
        heading: 'Correos y mensajes de texto',
        body: 'Enviamos correos y mensajes de texto solo sobre un Thon en el que la persona participa (pedidos de promesas, recordatorios, recibos, restablecer la contraseña) y guardamos una copia de cada uno para que soporte pueda comprobar qué se envió.',
      },
    },
  },
  terms: {
    title: 'Condiciones de uso',
    intro:
      'Estas condiciones se aplican a todos los que usan PledgeThon: organizadores, padres, participantes, donantes y proveedores.',
    sections: {
      accounts: {
        heading: 'Cuentas',
        body: 'No compartas tu contraseña. Los organizadores y maestros dan a cada participante un código de acceso; trátalo como una contraseña. Avísanos enseguida si crees que otra persona usa tu cuenta.',
      },
      children: {
        heading: 'Niños',
        body: 'Un padre o la escuela organizadora añade a cada participante. Al añadir a un niño confirmas que puedes compartir su nombre y resultados con el Thon como se describe en la página de privacidad.',
      },
      pledges: {
        heading: 'Promesas y pagos',
        body: 'Una promesa por unidad se cobra cuando hay resultados, como mucho por el número máximo de unidades del Thon y el límite que haya puesto el donante. Las donaciones fijas se cobran al darlas. El mínimo de cualquier promesa es $1.',
      },
      conduct: {
        heading: 'Uso correcto',
        body: 'No publiques nada ilegal ni hiriente en la página de un Thon, no envíes mensajes a quien no los pidió y no intentes acceder a datos que no son tuyos.',
      },
      changes: {
        heading: 'Cambios',
        body: 'Podemos cambiar estas condiciones; la fecha de arriba indica el último cambio. Avisamos por correo a los organizadores antes de un cambio que les afecte.',
      },
    },
  },
};

addPageTexts('legal', legalEn, legalEs);
