import type { Strings } from './strings';

/** The organiser's card about a Thon's children's data: retention, export, closing early. */
export const thonDataEn = {
  title: "Children's data",
  intro:
    "Children's personal data is removed {{days}} days after the Thon ends: names become initials; photos, parent contacts and access codes go. Totals, receipts and payments stay.",
  retentionDays: 'Days kept after the Thon',
  save: 'Save',
  keptUntil: 'Kept until {{when}}.',
  removedAt: 'Removed on {{when}}.',
  closedAt: 'Closed early on {{when}}; removal follows within the hour.',
  wouldRemove:
    'Would go now: {{participants}} participants, {{photos}} photos, {{contacts}} parent contacts.',
  exportIntro:
    "Download everything this Thon holds (participants, pledges, payments, results and messages sent) as CSV files and one Excel workbook in a zip. Each download is recorded in the children's access log.",
  export: 'Export all data',
  exportPreparing: 'Preparing the export…',
  exportReceived: 'Downloading: {{size}} received',
  close: 'Close the data now',
  closeTitle: "Remove this Thon's children's data now?",
  closeBody:
    'Names become initials and photos, parent contacts and access codes are deleted within the hour. This cannot be undone.',
  closeConfirm: 'Close the data',
  cancel: 'Cancel',
  runs: 'Removals',
  run: '{{when}}: {{reason}}, {{participants}} participants',
  reasons: {
    retention: 'retention period passed',
    closed_early: 'closed early',
    parent_request: "a parent's request",
  },
} as const;

export const thonDataEs: Strings<typeof thonDataEn> = {
  title: 'Datos de los niños',
  intro:
    'Los datos personales de los niños se quitan {{days}} días después de que termina el Thon: los nombres quedan en iniciales; las fotos, los contactos de los padres y los códigos de acceso se borran. Los totales, recibos y pagos se guardan.',
  retentionDays: 'Días que se guardan después del Thon',
  save: 'Guardar',
  keptUntil: 'Se guardan hasta {{when}}.',
  removedAt: 'Quitados el {{when}}.',
  closedAt: 'Cerrados antes de tiempo el {{when}}; se quitan en menos de una hora.',
  wouldRemove:
    'Se irían ahora: {{participants}} participantes, {{photos}} fotos, {{contacts}} contactos de padres.',
  exportIntro:
    'Descargue todo lo que guarda este Thon (participantes, promesas, pagos, resultados y mensajes enviados) como archivos CSV y un libro de Excel en un zip. Cada descarga queda en el registro de accesos de los niños.',
  export: 'Exportar todos los datos',
  exportPreparing: 'Preparando la exportación…',
  exportReceived: 'Descargando: {{size}} recibidos',
  close: 'Cerrar los datos ahora',
  closeTitle: '¿Quitar ahora los datos de los niños de este Thon?',
  closeBody:
    'Los nombres quedan en iniciales y las fotos, los contactos de los padres y los códigos de acceso se borran en menos de una hora. No se puede deshacer.',
  closeConfirm: 'Cerrar los datos',
  cancel: 'Cancelar',
  runs: 'Borrados',
  run: '{{when}}: {{reason}}, {{participants}} participantes',
  reasons: {
    retention: 'pasó el plazo de conservación',
    closed_early: 'cerrado antes de tiempo',
    parent_request: 'a petición de un padre',
  },
};
