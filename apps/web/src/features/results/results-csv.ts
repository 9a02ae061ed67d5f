import type { ResultRow } from '@pledgethon/contracts';
import { csvLine, spreadsheetText } from '@pledgethon/core';

/** The grid as a CSV the upload reads back: "Participant ID" and "Units" beside names and team. */
export function resultsCsv(rows: readonly ResultRow[]): string {
  const lines = [csvLine(['Participant ID', 'First name', 'Last name', 'Team', 'Units'])];
  for (const row of rows) {
    const names = [row.FirstName, row.LastName, row.TeamName ?? ''].map(spreadsheetText);
    lines.push(csvLine([row.ParticipantId, ...names, row.Units === null ? '' : row.Units]));
  }
  return `${lines.join('\r\n')}\r\n`;
}
