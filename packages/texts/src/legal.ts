import type { Strings } from './strings';

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
        body: "First and last name, school or team, class or team within the Thon, fundraising goal, results (laps, pages or minutes), the pledges made to them and the access code they sign in with. We do not ask for a child's birth date, address or phone number. A photo is kept only if a parent uploads one after agreeing to show it.",
      },
      public: {
        heading: 'What the public sees',
        body: "A Thon's public page shows its name, date, goal and totals. A participant is shown by first name and last initial only, unless a parent chooses to show more. Nobody can search for a participant by name.",
      },
      consents: {
        heading: 'What a parent can agree to',
        body: "Three things, each separately, each with its own words that we keep with the parent's name and the time: showing the child's full name, showing a photo the parent uploads, and sharing the child's name with the shop's vendor together with the shirt size. Without that last one the vendor sees only sizes and counts per school. A parent can withdraw any of them at any time on their dashboard; the public page changes at once and a withdrawn photo is deleted.",
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
        body: "The child's own parents; the organizers, teachers and team leaders of that child's Thon; the franchisee who runs the Thon, if there is one; and our support staff when they help with a problem. Vendors in the shop see none of it. We never sell data or show advertising. Every time someone on the staff opens a child's data, we note who, when and what, and the parent can read that list.",
      },
      rights: {
        heading: "A parent's rights",
        body: "On the parent dashboard a parent can see everything we hold about their child and download it (JSON or CSV), correct the details, withdraw any consent, and delete the child's personal data. A deletion is done at once, by the product, everywhere; pledges already paid stay with the Thon as anonymous gifts and unpaid ones are cancelled.",
      },
      howLong: {
        heading: 'How long we keep it',
        body: "Each Thon has a retention period, {{defaultDays}} days after the Thon ends unless the organizer chooses another (never less than {{minimumDays}} days); parents see it on their dashboard. When it has passed, we remove the children's personal data of that Thon: names become initials, and photos, parent contacts, access codes and sign-ins are deleted, as are messages' mentions of the child. We keep the totals, donors' receipts and payment records the school and the law need. Every removal is logged with what it removed.",
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
        body: 'Nombre y apellido, escuela o equipo, clase o equipo dentro del Thon, meta de recaudación, resultados (vueltas, páginas o minutos), las promesas que reciben y el código de acceso con el que entran. No pedimos la fecha de nacimiento, la dirección ni el teléfono de un niño. Solo guardamos una foto si un padre la sube después de aceptar mostrarla.',
      },
      public: {
        heading: 'Qué ve el público',
        body: 'La página pública de un Thon muestra su nombre, fecha, meta y totales. Un participante aparece con su nombre y la inicial del apellido, salvo que un padre decida mostrar más. Nadie puede buscar a un participante por su nombre.',
      },
      consents: {
        heading: 'Qué puede aceptar un padre',
        body: 'Tres cosas, cada una por separado y con sus propias palabras, que guardamos con el nombre del padre y la hora: mostrar el nombre completo del niño, mostrar una foto que sube el padre y compartir el nombre del niño con el proveedor de la tienda junto con la talla de camiseta. Sin esto último el proveedor solo ve tallas y cantidades por escuela. Un padre puede retirar cualquiera de ellas en cualquier momento desde su panel; la página pública cambia en el acto y una foto retirada se borra.',
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
        body: 'Sus propios padres; los organizadores, maestros y líderes de equipo de su Thon; el franquiciado que lleva el Thon, si lo hay; y nuestro equipo de soporte cuando ayuda con un problema. Los proveedores de la tienda no ven nada de esto. Nunca vendemos datos ni mostramos publicidad. Cada vez que alguien del personal abre los datos de un niño, anotamos quién, cuándo y qué, y el padre puede leer esa lista.',
      },
      rights: {
        heading: 'Los derechos de un padre',
        body: 'En el panel de padres, un padre puede ver todo lo que guardamos de su hijo y descargarlo (JSON o CSV), corregir los datos, retirar cualquier consentimiento y borrar los datos personales del niño. El borrado se hace en el acto, por el propio producto y en todas partes; las promesas ya pagadas quedan en el Thon como donaciones anónimas y las no pagadas se cancelan.',
      },
      howLong: {
        heading: 'Cuánto tiempo los guardamos',
        body: 'Cada Thon tiene un plazo de conservación: {{defaultDays}} días después de que termina, salvo que el organizador elija otro (nunca menos de {{minimumDays}} días); los padres lo ven en su panel. Cuando pasa, quitamos los datos personales de los niños de ese Thon: los nombres quedan en iniciales y se borran las fotos, los contactos de los padres, los códigos de acceso y las sesiones, así como las menciones del niño en los mensajes. Guardamos los totales, los recibos de los donantes y los registros de pagos que la escuela y la ley necesitan. Cada borrado queda registrado con lo que quitó.',
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
