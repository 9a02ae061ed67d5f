import type { SpreadsheetFormat } from '@pledgethon/contracts';
import type { Executor } from '@pledgethon/db';
import {
  dollarsCell as dollars,
  type Sheet,
  spreadsheetFile,
  textCell as text,
} from '../../http/spreadsheet-download';
import { withinReach } from '../thon-participants/thon-participants.queries';
import type { ThonReach } from '../thons/thon-reach';
import { findPledgesForExport } from './collections.queries';
import { collectionsSummary } from './collections-summary';

async function pledgesSheet(db: Executor, reach: ThonReach): Promise<Sheet> {
  const participantScope = withinReach(reach.event.id, reach.participants);
  if (!participantScope) throw new Error('a reach always narrows to its Thon');
  const rows = await findPledgesForExport(db, {
    eventId: reach.event.id,
    participantScope,
    wholeThon: reach.participants.kind === 'all',
  });
  return {
    name: 'Pledges',
    header: [
      'Date',
      'Donor first name',
      'Donor last name',
      'Donor email',
      'Participant',
      'Team',
      'Kind',
      'Rate',
      'Donor maximum',
      'Amount',
      'Offline',
      'Status',
      'Pledged',
      'Collected',
      'Outstanding',
    ],
    rows: rows.map((row) => [
      row.createdAt.toISOString(),
      text(row.donorFirstName),
      text(row.donorLastName),
      text(row.donorEmail),
      text(row.participantFirstName ? `${row.participantFirstName} ${row.participantLastName}` : ''),
      text(row.teamName),
      row.kind,
      dollars(row.rateCents),
      dollars(row.maxCents),
      dollars(row.amountCents),
      row.isOffline ? 'yes' : 'no',
      row.status,
      dollars(row.status === 'cancelled' ? 0 : row.pledgedCents),
      dollars(row.collectedCents),
      dollars(Math.max(0, (row.status === 'cancelled' ? 0 : row.pledgedCents) - row.collectedCents)),
    ]),
  };
}

async function collectionsSheet(db: Executor, reach: ThonReach): Promise<Sheet> {
  const summary = await collectionsSummary(db, reach);
  return {
    name: 'Collections',
    header: ['Participant', 'Team', 'Pledged', 'Collected', 'Outstanding'],
    rows: summary.Participants.map((row) => [
      text(row.Name),
      text(row.TeamName),
      dollars(row.PledgedCents),
      dollars(row.CollectedCents),
      dollars(row.OutstandingCents),
    ]),
  };
}

/** The caller's pledges or collections as a CSV or XLSX file, formula-like cells neutralised. */
export async function collectionsExport(
  db: Executor,
  { reach, what, format }: { reach: ThonReach; what: 'pledges' | 'collections'; format: SpreadsheetFormat },
): Promise<Buffer> {
  const sheet = what === 'pledges' ? await pledgesSheet(db, reach) : await collectionsSheet(db, reach);
  return spreadsheetFile(sheet, format);
}
