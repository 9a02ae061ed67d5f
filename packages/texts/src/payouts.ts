import type { Strings } from './strings';

/**
 * Connecting payouts (decisions 135 and 142): the card a Thon's settings and a franchise's page show,
 * the test provider's onboarding page, and what the provider refused to pay (decision 143). `thon` and
 * `franchise` say what the account is paid for.
 */
export const payoutsEn = {
  title: 'Payouts',
  test: 'Test payments',
  testNote: 'The built-in test provider: no money moves, and its onboarding is a test page on this site.',
  connect: 'Connect payouts',
  continue: 'Continue onboarding',
  update: 'Update bank details',
  payoutsEnabled: 'Pays out to the bank',
  yes: 'Yes',
  no: 'Not yet',
  returned: 'Welcome back. The account’s state is below.',
  expired: 'That onboarding link expired. Start again with the button below.',
  thon: {
    notConnected:
      "Not connected yet. Donors cannot give by card until the school's bank account is connected and checked.",
    pending:
      'Details sent: the payment provider still needs {{count}} more details before the account can take charges.',
    pendingChecks: 'Details sent: the payment provider is checking the account before it can take charges.',
    enabled: 'Connected. The Thon takes card pledges, and each charge is paid to the school’s account.',
    payoutsPaused:
      'Card pledges are taken, but the payment provider has paused payouts until it has what it needs.',
    legacy: 'This Thon was made before payouts were connected: its money is paid out by the platform.',
    chargesEnabled: 'Takes card pledges',
    back: 'Back to settings',
  },
  franchise: {
    notConnected:
      "Not connected yet. The franchise's commission stays with the platform until the franchise's bank account is connected and checked.",
    pending:
      'Details sent: the payment provider still needs {{count}} more details before the account can receive the commission.',
    pendingChecks:
      'Details sent: the payment provider is checking the account before it can receive the commission.',
    enabled: "Connected. The franchise's commission on each charge is paid to the franchise's account.",
    payoutsPaused:
      'The commission is paid to the account, but the payment provider has paused payouts until it has what it needs.',
    legacy: 'The commission is paid to the account the platform’s administrator set up for this franchise.',
    chargesEnabled: 'Receives the commission',
    commissionPaid: 'Commission paid to the account',
    commissionOwed: 'Commission owed, paid once the account can receive it',
    back: 'Back to franchisees',
  },
  testOnboarding: {
    title: 'Test onboarding',
    badge: 'TEST: no money moves',
    intro:
      "This page stands in for the payment provider's hosted onboarding, because no payment provider is configured. A real provider would ask for the bank account and the identity of its owner's representative here.",
    organization: 'Organization',
    franchise: 'Franchise',
    finish: 'Finish test onboarding',
  },
  refused: {
    title: 'Refused by the payment provider',
    intro:
      'The payment provider refused to move this money, for the reason given. Each is asked again once the receiving account can take charges again; until then the money stays on the platform’s account.',
    when: 'Refused',
    what: 'What',
    account: 'Account',
    reason: 'Reason',
    kinds: {
      transfer: 'Transfer',
      reversal: 'Taking back',
      reinstatement: 'Giving back after a won dispute',
    },
    shares: { school: "the school's share", commission: 'the commission' },
    action: 'Action',
    askAgain: 'Ask again',
    askAgainOf: 'Ask again: {{what}}, {{amount}}',
    confirmTitle: 'Ask the payment provider again?',
    confirmBody:
      'Ask again only once the cause is fixed at the payment provider, for example the account restored there. {{what}} of {{amount}} to {{account}} is then asked at the next run of the transfers, within a minute; should the provider refuse again, it shows here again with its reason.',
    cancel: 'Cancel',
    askedAgain:
      'Asked again. {{what}} of {{amount}} is asked of the payment provider at the next run of the transfers, within a minute.',
    alreadyAsked:
      'Already asked again: it is asked of the payment provider at the next run of the transfers.',
    alreadyMade: 'Already made: the payment provider has moved this money.',
    stillRefused: 'The payment provider refused it again; its reason is in the list.',
  },
} as const;

export const payoutsEs: Strings<typeof payoutsEn> = {
  title: 'Pagos',
  test: 'Pagos de prueba',
  testNote:
    'El proveedor de prueba integrado: no se mueve dinero, y su registro es una página de prueba de este sitio.',
  connect: 'Conectar pagos',
  continue: 'Continuar el registro',
  update: 'Actualizar datos bancarios',
  payoutsEnabled: 'Paga al banco',
  yes: 'Sí',
  no: 'Todavía no',
  returned: 'Bienvenido de nuevo. El estado de la cuenta está abajo.',
  expired: 'Ese enlace de registro caducó. Empieza de nuevo con el botón de abajo.',
  thon: {
    notConnected:
      'Aún sin conectar. Los donantes no pueden dar con tarjeta hasta que la cuenta bancaria de la escuela esté conectada y revisada.',
    pending:
      'Datos enviados: el proveedor de pagos aún necesita {{count}} datos más antes de que la cuenta pueda aceptar cobros.',
    pendingChecks:
      'Datos enviados: el proveedor de pagos está revisando la cuenta antes de que pueda aceptar cobros.',
    enabled:
      'Conectada. El Thon acepta promesas con tarjeta, y cada cobro se paga a la cuenta de la escuela.',
    payoutsPaused:
      'Se aceptan promesas con tarjeta, pero el proveedor de pagos ha pausado los pagos hasta tener lo que necesita.',
    legacy: 'Este Thon se creó antes de conectar los pagos: la plataforma paga su dinero.',
    chargesEnabled: 'Acepta promesas con tarjeta',
    back: 'Volver a la configuración',
  },
  franchise: {
    notConnected:
      'Aún sin conectar. La comisión de la franquicia se queda en la plataforma hasta que la cuenta bancaria de la franquicia esté conectada y revisada.',
    pending:
      'Datos enviados: el proveedor de pagos aún necesita {{count}} datos más antes de que la cuenta pueda recibir la comisión.',
    pendingChecks:
      'Datos enviados: el proveedor de pagos está revisando la cuenta antes de que pueda recibir la comisión.',
    enabled: 'Conectada. La comisión de la franquicia en cada cobro se paga a la cuenta de la franquicia.',
    payoutsPaused:
      'La comisión se paga a la cuenta, pero el proveedor de pagos ha pausado los pagos hasta tener lo que necesita.',
    legacy:
      'La comisión se paga a la cuenta que el administrador de la plataforma preparó para esta franquicia.',
    chargesEnabled: 'Recibe la comisión',
    commissionPaid: 'Comisión pagada a la cuenta',
    commissionOwed: 'Comisión pendiente, que se paga cuando la cuenta pueda recibirla',
    back: 'Volver a las franquicias',
  },
  testOnboarding: {
    title: 'Registro de prueba',
    badge: 'PRUEBA: no se mueve dinero',
    intro:
      'Esta página sustituye al registro del proveedor de pagos, porque no hay ningún proveedor de pagos configurado. Un proveedor real pediría aquí la cuenta bancaria y la identidad del representante de su titular.',
    organization: 'Organización',
    franchise: 'Franquicia',
    finish: 'Terminar el registro de prueba',
  },
  refused: {
    title: 'Rechazado por el proveedor de pagos',
    intro:
      'El proveedor de pagos se negó a mover este dinero, por el motivo indicado. Cada uno se vuelve a pedir cuando la cuenta que lo recibe pueda aceptar cobros de nuevo; hasta entonces el dinero se queda en la cuenta de la plataforma.',
    when: 'Rechazado',
    what: 'Qué',
    account: 'Cuenta',
    reason: 'Motivo',
    kinds: {
      transfer: 'Transferencia',
      reversal: 'Devolución',
      reinstatement: 'Reintegro tras ganar una disputa',
    },
    shares: { school: 'la parte de la escuela', commission: 'la comisión' },
    action: 'Acción',
    askAgain: 'Pedir de nuevo',
    askAgainOf: 'Pedir de nuevo: {{what}}, {{amount}}',
    confirmTitle: '¿Pedirlo de nuevo al proveedor de pagos?',
    confirmBody:
      'Pídelo de nuevo solo cuando la causa esté resuelta en el proveedor de pagos, por ejemplo la cuenta restablecida allí. {{what}} de {{amount}} a {{account}} se pide entonces en la siguiente ronda de transferencias, en menos de un minuto; si el proveedor lo rechaza de nuevo, vuelve a aparecer aquí con su motivo.',
    cancel: 'Cancelar',
    askedAgain:
      'Pedido de nuevo. {{what}} de {{amount}} se pide al proveedor de pagos en la siguiente ronda de transferencias, en menos de un minuto.',
    alreadyAsked:
      'Ya se pidió de nuevo: se pide al proveedor de pagos en la siguiente ronda de transferencias.',
    alreadyMade: 'Ya está hecho: el proveedor de pagos ha movido este dinero.',
    stillRefused: 'El proveedor de pagos lo rechazó de nuevo; su motivo está en la lista.',
  },
};
