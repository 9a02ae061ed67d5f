import type { Strings } from './strings';
/**
 * A donor's giving statement for a year (decision 137): every card payment to a Thon under their
 * address, in the language of the pledge whose link asked for it. Placeholders are filled with `fillText`.
 */
export const givingStatementEn = {
  title: 'Giving statement {{year}}',
  donor: 'Donor: {{name}} ({{email}})',
  issued: 'Issued {{date}} by PledgeThon for the organizations below.',
  columns: {
    date: 'Date',
    thon: 'Thon',
    for: 'For',
    paid: 'Paid',
    refunded: 'Refunded',
    contribution: 'Contribution',
  },
  organization: '{{organization}}: {{amount}} in {{year}}',
  total: 'Total contributions in {{year}}: {{amount}}',
  none: 'No payments were made under this address in {{year}}.',
  notExempt:
    '{{organization}} did not state that it is tax-exempt; ask it whether these gifts are deductible.',
} as const;

export const givingStatementEs: Strings<typeof givingStatementEn> = {
  title: 'Resumen de donaciones {{year}}',
  donor: 'Donante: {{name}} ({{email}})',
  issued: 'Emitido el {{date}} por PledgeThon para las organizaciones indicadas.',
  columns: {
    date: 'Fecha',
    thon: 'Thon',
    for: 'Para',
    paid: 'Pagado',
    refunded: 'Reembolsado',
    contribution: 'Contribución',
  },
  organization: '{{organization}}: {{amount}} en {{year}}',
  total: 'Total de contribuciones en {{year}}: {{amount}}',
  none: 'No hubo pagos con esta dirección en {{year}}.',
  notExempt:
    '{{organization}} no indicó que esté exenta de impuestos; pregúntale si estas donaciones son deducibles.',
};
