import { messages } from '@pledgethon/core';
import { captchaEn, captchaEs } from './captcha';
import type { Strings } from './strings';

/**
 * The words of the pledge form, a page of its own (decision 102), shared with the web app's screens that
 * reuse its fields (a donor's own pledge page). Placeholders are written {{name}}, as i18next reads them.
 */
export const pledgeFormEn = {
  form: {
    heading: 'Pledge to {{name}}',
    headingThon: 'Give to {{event}}',
    loading: 'Loading…',
    intro: '{{organization}} runs {{event}}.',
    fundsGoTo: 'Funds go to: {{fundsGoTo}}',
    closed: 'This Thon is completed and no longer takes pledges. Thank you!',
    notTakingCards:
      "This Thon is not taking card pledges yet: its organiser is still connecting the school's bank account for payouts. Please come back soon.",
    giveTo: 'Who do you give to?',
    toParticipant: '{{name}}',
    toThon: 'The whole Thon (no participant)',
    toPicked: 'A participant I choose',
    participant: 'Participant',
    participantHint: 'You are entering this pledge for a donor: enter the donor’s details below.',
    kind: 'How do you want to give?',
    perUnit: 'Per {{unit}}',
    flat: 'One-time gift',
    rate: 'Amount per {{unit}}',
    amount: 'Gift amount',
    suggested: 'Suggested amounts',
    max: 'Most I will pay (optional)',
    maxHint: 'At most {{count}} {{units}} are counted.',
    expected: 'At {{count}} {{units}} you pay {{amount}}.',
    atMost: 'You pay at most {{amount}}.',
    coversFees: 'Add {{amount}} to cover the processing fee',
    coversFeesOfCharge:
      'Add the processing fee to what I am charged, so all of my pledge reaches the organization',
    share: '{{amount}} ({{percent}}%) reaches {{organization}} after the processing fee of {{fee}}.',
    donor: 'Your details',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    emailHint: 'Your receipt, with a link to change or cancel your pledge, goes here.',
    phone: 'Phone (optional)',
    payment: 'Payment',
    perUnitCharge: 'Your card is saved now and charged once the results are in.',
    flatCharge: 'Your card is charged now.',
    submit: 'Pledge',
    submitGift: 'Give {{amount}}',
    thanks: 'Thank you, {{name}}!',
    thanksPerUnit: 'We emailed your receipt to {{email}}. Your card is charged after the results.',
    thanksFlat: 'Your card was charged {{amount}}. We emailed your receipt to {{email}}.',
  },
  stripeCard: {
    secure:
      'Your card details go straight to Stripe, our payment provider; this site never sees your card number.',
    loading: 'The card field is still loading. Please try again in a moment.',
    invalid: 'Please check your card details.',
  },
  testCard: {
    label: 'Test payments: no real card is charged',
    explain: 'This site is not connected to a payment provider. Use one of these test card numbers:',
    succeeds: '4242 4242 4242 4242 pays',
    declined: '4000 0000 0000 0002 is declined',
    failsLater: '4000 0000 0000 0341 is saved, then declined when charged',
    bankCheck: '4000 0027 6000 3184 asks for your bank’s check (3-D Secure)',
    disputed: '4000 0000 0000 0259 pays, then its bank disputes the payment (a test dispute)',
    number: 'Test card number',
    unknown: 'Use one of the test card numbers above.',
  },
  bankCheck: {
    title: 'Test bank check',
    label: 'Test payments: no bank is asked',
    explain:
      'A real card like this one opens its bank’s own check here. Choose what the bank answers: approve the payment, or fail the check to see what a donor sees then.',
    approve: 'Approve',
    fail: 'Fail the check',
    close: 'Close',
  },
  captcha: {
    ...captchaEn,
    intro: 'Several cards were declined here recently. Please answer this check, then send again.',
  },
  // The spec's refusals the form and a donor's own pledge page may meet, their own checks' and the
  // server's, shown in the page's language by their messageText.
  errors: {
    participantMustBeSelected: messages.participantMustBeSelected,
    minimumPledge: messages.minimumPledge,
    minimumFlatGift: messages.minimumFlatGift,
    minimumFlatGiftLive: messages.minimumFlatGiftLive,
    minimumPerUnitPledge: messages.minimumPerUnitPledge,
    extendedMinimumPerUnit: messages.extendedMinimumPerUnit,
    pendingThresholdPerUnit: messages.pendingThresholdPerUnit,
    flatDonationsOnly: messages.flatDonationsOnly,
    pledgeKeyReused: messages.pledgeKeyReused,
    paymentDeclined: messages.paymentDeclined,
    cardCheckFailed: messages.cardCheckFailed,
    paidGiftOnlyLowered: messages.paidGiftOnlyLowered,
  },
} as const;

/** Same keys as the English; `Strings` in the web app checks it. */
export const pledgeFormEs: Strings<typeof pledgeFormEn> = {
  form: {
    heading: 'Apoya a {{name}}',
    headingThon: 'Dona a {{event}}',
    loading: 'Cargando…',
    intro: '{{organization}} organiza {{event}}.',
    fundsGoTo: 'Los fondos van a: {{fundsGoTo}}',
    closed: 'Este Thon ha terminado y ya no acepta promesas. ¡Gracias!',
    notTakingCards:
      'Este Thon todavía no acepta promesas con tarjeta: su organizador aún está conectando la cuenta bancaria de la escuela para recibir los pagos. Vuelva pronto.',
    giveTo: '¿A quién apoyas?',
    toParticipant: '{{name}}',
    toThon: 'Todo el Thon (sin participante)',
    toPicked: 'Un participante que elijo',
    participant: 'Participante',
    participantHint: 'Registras esta promesa en nombre de un donante: escribe abajo los datos del donante.',
    kind: '¿Cómo quieres dar?',
    perUnit: 'Por {{unit}}',
    flat: 'Donación única',
    rate: 'Cantidad por {{unit}}',
    amount: 'Cantidad de la donación',
    suggested: 'Cantidades sugeridas',
    max: 'Lo máximo que pagaré (opcional)',
    maxHint: 'Se cuentan como máximo {{count}} {{units}}.',
    expected: 'Con {{count}} {{units}} pagas {{amount}}.',
    atMost: 'Pagas como máximo {{amount}}.',
    coversFees: 'Añadir {{amount}} para cubrir la comisión de pago',
    coversFeesOfCharge:
      'Añadir la comisión de pago a lo que se me cobre, para que toda mi promesa llegue a la organización',
    share: '{{amount}} ({{percent}} %) llega a {{organization}} tras la comisión de pago de {{fee}}.',
    donor: 'Tus datos',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    emailHint: 'Aquí enviamos tu recibo, con un enlace para cambiar o cancelar tu promesa.',
    phone: 'Teléfono (opcional)',
    payment: 'Pago',
    perUnitCharge: 'Guardamos tu tarjeta ahora y la cobramos cuando estén los resultados.',
    flatCharge: 'Cobramos tu tarjeta ahora.',
    submit: 'Prometer',
    submitGift: 'Donar {{amount}}',
    thanks: '¡Gracias, {{name}}!',
    thanksPerUnit: 'Enviamos tu recibo a {{email}}. Cobramos tu tarjeta tras los resultados.',
    thanksFlat: 'Cobramos {{amount}} a tu tarjeta. Enviamos tu recibo a {{email}}.',
  },
  stripeCard: {
    secure:
      'Los datos de tu tarjeta van directamente a Stripe, nuestro proveedor de pagos; este sitio nunca ve el número.',
    loading: 'El campo de la tarjeta aún se está cargando. Inténtalo de nuevo en un momento.',
    invalid: 'Revisa los datos de tu tarjeta.',
  },
  testCard: {
    label: 'Pagos de prueba: no se cobra ninguna tarjeta real',
    explain: 'Este sitio no está conectado a un proveedor de pagos. Usa uno de estos números de prueba:',
    succeeds: '4242 4242 4242 4242 paga',
    declined: '4000 0000 0000 0002 se rechaza',
    failsLater: '4000 0000 0000 0341 se guarda y se rechaza al cobrarla',
    bankCheck: '4000 0027 6000 3184 pide la verificación de tu banco (3-D Secure)',
    disputed: '4000 0000 0000 0259 paga y luego su banco disputa el pago (una disputa de prueba)',
    number: 'Número de tarjeta de prueba',
    unknown: 'Usa uno de los números de prueba de arriba.',
  },
  bankCheck: {
    title: 'Verificación bancaria de prueba',
    label: 'Pagos de prueba: no se consulta a ningún banco',
    explain:
      'Una tarjeta real como esta abre aquí la verificación de su banco. Elige qué responde el banco: aprobar el pago, o rechazar la verificación para ver lo que vería un donante.',
    approve: 'Aprobar',
    fail: 'Rechazar la verificación',
    close: 'Cerrar',
  },
  captcha: {
    ...captchaEs,
    intro: 'Hace poco se rechazaron varias tarjetas aquí. Responde esta comprobación y vuelve a enviar.',
  },
  errors: {
    participantMustBeSelected: 'Hay que elegir un participante',
    minimumPledge: 'La cantidad mínima de cada transacción es $1 para todas las promesas.',
    minimumFlatGift: 'La donación mínima es $5.',
    minimumFlatGiftLive: 'La donación mínima es $10.',
    minimumPerUnitPledge: 'La promesa mínima por unidad es $0.30.',
    extendedMinimumPerUnit:
      'Una promesa por unidad debe poder llegar a $5 con el máximo de unidades que se cuentan. Sube la cantidad por unidad.',
    pendingThresholdPerUnit: 'El máximo de una promesa por unidad debe ser al menos $5.',
    flatDonationsOnly: 'Este Thon solo acepta donaciones únicas.',
    pledgeKeyReused: 'Esta promesa ya se envió con otros datos. Empieza una nueva.',
    paymentDeclined: 'Tu tarjeta fue rechazada. Prueba con otra tarjeta.',
    cardCheckFailed: 'Tu banco no confirmó esta tarjeta. Inténtalo de nuevo o usa otra tarjeta.',
    paidGiftOnlyLowered:
      'Una donación ya pagada se puede reducir o cancelar aquí. Para dar más, haz otra donación.',
  },
} as const;
