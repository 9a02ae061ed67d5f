import { addPageTexts } from '../page-texts';
import type { Strings } from '../strings';

/** Texts of the Thon's results, collections and sponsor-update pages. */
export const moneyPagesEn = {
  results: {
    title: 'Results',
    intro: 'Completed {{unit}} per participant, from {{min}} to {{max}}.',
    team: 'Team',
    allTeams: 'Everyone you reach',
    participant: 'Participant',
    units: 'Completed {{unit}}',
    unitsOf: 'Completed {{unit}} of {{name}}',
    save: 'Save results',
    one: 'Enter one result',
    oneSave: 'Save',
    grid: 'Results by team',
    csv: 'Upload a CSV',
    csvHelp: 'A CSV with a "Participant ID" column and a "Units" column, like the one you can download here.',
    csvFile: 'Results file (CSV)',
    upload: 'Upload results',
    download: 'Download this list as CSV',
    truncated: 'Only the first 500 participants are shown: choose a team.',
    noRows: 'No participants to show.',
    rowProblems: 'Some rows of the file need correcting:',
  },
} as const;

export const moneyPagesEs: Strings<typeof moneyPagesEn> = {
  results: {
    title: 'Resultados',
    intro: '{{unit}} completadas por participante, de {{min}} a {{max}}.',
    team: 'Equipo',
    allTeams: 'Todos los que alcanzas',
    participant: 'Participante',
    units: '{{unit}} completadas',
    unitsOf: '{{unit}} completadas de {{name}}',
    save: 'Guardar resultados',
    one: 'Introducir un resultado',
    oneSave: 'Guardar',
    grid: 'Resultados por equipo',
    csv: 'Subir un CSV',
    csvHelp:
      'Un CSV con una columna "Participant ID" y una columna "Units", como el que puedes descargar aquí.',
    csvFile: 'Archivo de resultados (CSV)',
    upload: 'Subir resultados',
    download: 'Descargar esta lista como CSV',
    truncated: 'Solo se muestran los primeros 500 participantes: elige un equipo.',
    noRows: 'No hay participantes que mostrar.',
    rowProblems: 'Hay que corregir algunas filas del archivo:',
  },
};

addPageTexts('moneyPages', moneyPagesEn, moneyPagesEs);
