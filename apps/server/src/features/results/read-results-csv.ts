import { RESULTS_CSV_MAX_ROWS } from '@pledgethon/contracts';
import { cellPlace, messages } from '@pledgethon/core';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { TypedResult } from './save-results';

const headerOf = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
const isUuid = (text: string) => z.uuid().safeParse(text).success;

/**
 * The results of a CSV as typed: the columns are found by their header ("Participant ID" and "Units",
 * any case and spacing), so the grid's own export, with names and team beside them, reads back. A row
 * whose units cell is empty is left out (not run yet); each problem is reported under its place in the
 * file: `Row n, <column> "<value>"` (the header being row 1, the column as the header writes it).
 */
export async function readResultsCsv(text: string): Promise<TypedResult[]> {
  // Loaded with the first results file, not at every start (decision 165).
  const { parse } = await import('csv-parse/sync');
  let table: string[][];
  try {
    table = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch {
    throw new AppError('validation', messages.failedToUpload, { Csv: messages.failedToUpload });
  }
  const [header = [], ...rows] = table;
  const idColumn = header.findIndex((cell) => headerOf(cell) === 'participantid');
  const unitsColumn = header.findIndex((cell) => headerOf(cell) === 'units');
  if (idColumn < 0 || unitsColumn < 0) {
    throw new AppError('validation', messages.resultsCsvColumns, { Csv: messages.resultsCsvColumns });
  }
  const problems: Record<string, string> = {};
  const typed = rows.flatMap((row, index): TypedResult[] => {
    const participantId = row[idColumn] ?? '';
    const units = row[unitsColumn] ?? '';
    if (units === '') return [];
    if (!isUuid(participantId)) {
      problems[cellPlace(index + 2, header[idColumn] ?? '', participantId)] = messages.invalidData;
      return [];
    }
    return [{ participantId, units, errorKey: cellPlace(index + 2, header[unitsColumn] ?? '', units) }];
  });
  const [firstProblem] = Object.values(problems);
  if (firstProblem) throw new AppError('validation', firstProblem, problems);
  if (typed.length === 0)
    throw new AppError('validation', messages.importFileEmpty, { Csv: messages.importFileEmpty });
  if (typed.length > RESULTS_CSV_MAX_ROWS) {
    throw new AppError('validation', messages.resultsCsvTooManyRows, { Csv: messages.resultsCsvTooManyRows });
  }
  return typed;
}
