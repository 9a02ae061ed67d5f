import type { Strings } from './strings';

/** The franchisee's calendar of Thons, order deliveries and reminder dates. */
export const franchiseeCalendarEn = {
  title: 'Calendar',
  intro:
    "Your territory's Thons, the deliveries of their orders and the days their reminders go out. Open an entry to see its Thon or order.",
  legend: {
    thon: 'Thon',
    delivery: 'Order delivery',
    reminder: 'Reminder',
  },
  entry: {
    thon: '{{name}} ({{code}})',
    delivery: 'Delivery of order {{number}}: {{name}}',
    reminder: '{{reminder}}: {{name}}',
  },
  views: {
    previous: 'Previous',
    next: 'Next',
    month: 'Month',
    week: 'Week',
    today: 'Today',
  },
  empty: 'Nothing on these days.',
  loading: 'Loading the calendar…',
} as const;

export const franchiseeCalendarEs: Strings<typeof franchiseeCalendarEn> = {
  title: 'Calendario',
  intro:
    'Los Thons de tu territorio, las entregas de sus pedidos y los días en que salen sus recordatorios. Abre una entrada para ver su Thon o su pedido.',
  legend: {
    thon: 'Thon',
    delivery: 'Entrega de pedido',
    reminder: 'Recordatorio',
  },
  entry: {
    thon: '{{name}} ({{code}})',
    delivery: 'Entrega del pedido {{number}}: {{name}}',
    reminder: '{{reminder}}: {{name}}',
  },
  views: {
    previous: 'Anterior',
    next: 'Siguiente',
    month: 'Mes',
    week: 'Semana',
    today: 'Hoy',
  },
  empty: 'Nada en estos días.',
  loading: 'Cargando el calendario…',
};
