import type { Strings } from './strings';
/**
 * The e-mails a donor receives about their pledge (decision 128), in the language they read the form
 * in. Placeholders are written {{name}} and filled with `fillText`; amounts come formatted.
 */
export const pledgeEmailsEn = {
  greeting: 'Dear {{name}},',
  split: {
    amount: 'Amount: {{amount}}',
    fee: 'Processing fee: {{amount}}',
    reaches: 'Reaches the organization: {{amount}} ({{percent}}%)',
  },
  receipt: {
    subject: 'Your pledge to {{organization}}',
    thanks: 'Thank you for supporting {{organization}}.',
    giftFor: 'Your gift for {{participant}} to {{event}}: {{amount}}.',
    gift: 'Your gift to {{event}}: {{amount}}.',
    pledgeFor: 'Your pledge for {{participant}} to {{event}}: {{rate}} per {{unit}}',
    pledge: 'Your pledge to {{event}}: {{rate}} per {{unit}}',
    atMost: ', at most {{amount}}',
    chargedLater: '. Your card is charged once the results are in.',
    unitsCounted: 'At most {{count}} {{units}} are counted.',
    manage: 'To change or cancel your pledge until the Thon is completed: {{link}}',
  },
  charged: {
    subject: 'Your pledge to {{organization}}: charged',
    thanks: 'Thank you for your pledge to {{event}}. The results are in, and your card was charged.',
    result: "{{participant}}'s result: {{units}} {{unitName}}.",
    counted: 'At most {{count}} {{unitName}} are counted.',
    sum: '{{count}} {{unitName}} × {{rate}} = {{amount}}',
    capped: 'Your maximum was {{max}}, so {{amount}} was charged.',
    notCapped: '{{amount}} was charged.',
    organization: 'Received by {{organization}}.',
    view: 'Your pledge: {{link}}',
  },
  paymentNeeded: {
    subject: 'Your pledge to {{organization}}: payment needed',
    refused: 'Thank you for your pledge to {{event}}. We could not charge your card for it.',
    payHere: 'You can pay with another card here: {{link}}',
  },
  // Printed on a receipt of money received when the organisation is tax-exempt (decision 137).
  acknowledgement:
    '{{organization}} is a tax-exempt organization (EIN {{ein}}). No goods or services were provided in exchange for this contribution of {{amount}}.',
  refunded: {
    subject: 'Your gift to {{organization}}: refunded',
    amount: '{{amount}} has been refunded to your card for your gift to {{event}}.',
    kept: 'Your contribution is now {{amount}}.',
    all: 'Your contribution was refunded in full.',
    organization: 'Refunded by {{organization}}.',
    view: 'Your pledge: {{link}}',
  },
} as const;

export const pledgeEmailsEs: Strings<typeof pledgeEmailsEn> = {
  greeting: 'Estimado/a {{name}}:',
  split: {
    amount: 'Importe: {{amount}}',
    fee: 'Comisión de procesamiento: {{amount}}',
    reaches: 'Llega a la organización: {{amount}} ({{percent}} %)',
  },
  receipt: {
    subject: 'Tu promesa de donación a {{organization}}',
    thanks: 'Gracias por apoyar a {{organization}}.',
    giftFor: 'Tu donación para {{participant}} a {{event}}: {{amount}}.',
    gift: 'Tu donación a {{event}}: {{amount}}.',
    pledgeFor: 'Tu promesa para {{participant}} a {{event}}: {{rate}} por {{unit}}',
    pledge: 'Tu promesa a {{event}}: {{rate}} por {{unit}}',
    atMost: ', como máximo {{amount}}',
    chargedLater: '. Se cobra a tu tarjeta cuando estén los resultados.',
    unitsCounted: 'Se cuentan como máximo {{count}} ({{units}}).',
    manage: 'Para cambiar o cancelar tu promesa hasta que el Thon termine: {{link}}',
  },
  charged: {
    subject: 'Tu promesa de donación a {{organization}}: cobrada',
    thanks: 'Gracias por tu promesa a {{event}}. Ya están los resultados y se cobró a tu tarjeta.',
    result: 'Resultado de {{participant}}: {{units}} ({{unitName}}).',
    counted: 'Se cuentan como máximo {{count}} ({{unitName}}).',
    sum: '{{count}} ({{unitName}}) × {{rate}} = {{amount}}',
    capped: 'Tu máximo era {{max}}, así que se cobraron {{amount}}.',
    notCapped: 'Se cobraron {{amount}}.',
    organization: 'Lo recibe {{organization}}.',
    view: 'Tu promesa: {{link}}',
  },
  paymentNeeded: {
    subject: 'Tu promesa de donación a {{organization}}: falta el pago',
    refused: 'Gracias por tu promesa a {{event}}. No pudimos cobrarla a tu tarjeta.',
    payHere: 'Puedes pagar con otra tarjeta aquí: {{link}}',
  },
  acknowledgement:
    '{{organization}} es una organización exenta de impuestos (EIN {{ein}}). No se entregaron bienes ni servicios a cambio de esta contribución de {{amount}}.',
  refunded: {
    subject: 'Tu donación a {{organization}}: reembolsada',
    amount: 'Se reembolsaron {{amount}} a tu tarjeta por tu donación a {{event}}.',
    kept: 'Tu contribución es ahora de {{amount}}.',
    all: 'Tu contribución se reembolsó por completo.',
    organization: 'Reembolso de {{organization}}.',
    view: 'Tu promesa: {{link}}',
  },
};
