import { PassThrough, type Readable } from 'node:stream';
import { type Executor, rowsOf, schema, sql } from '@pledgethon/db';
import ExcelJS from 'exceljs';
import {
  type readStatementEntries,
  STATEMENT_ACCOUNTS,
} from '../../apps/server/src/features/thon-money/thon-money.queries';
import { type SheetPages, spreadsheetStream } from '../../apps/server/src/http/spreadsheet-download';

/**
 * The statement as decision 139 wrote it, kept to compare in the same run: its query (each entry
 * joined to its lines, payment and payout, then grouped; thirteen fields a row) and, for XLSX,
 * ExcelJS's streaming workbook writer.
 */
const { ledgerEntries, ledgerLines, payments, payouts } = schema;

export const readStatementEntries139: typeof readStatementEntries = async (
  db: Executor,
  { eventId, pageSize },
  onPage,
) => {
  const columns = STATEMENT_ACCOUNTS.map(
    (account) =>
      sql`coalesce(sum(l.amount_cents) filter (where l.account = ${account}), 0)::int as ${sql.identifier(account)}`,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      declare statement_entries no scroll cursor for
      select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at, e.kind,
        coalesce(p.provider_reference, po.provider_payout_id) as reference,
        ${sql.join(columns, sql`, `)}
      from ${ledgerEntries} e
      join ${ledgerLines} l on l.entry_id = e.id
      left join ${payments} p on p.id = e.payment_id
      left join ${payouts} po on po.id = e.payout_id
      where e.event_id = ${eventId}
      group by e.id, p.provider_reference, po.provider_payout_id
      order by min(l.id)`);
    for (;;) {
      const entries = rowsOf<never>(
        await tx.execute(sql.raw(`fetch forward ${Math.trunc(pageSize)} from statement_entries`)),
      );
      if (entries.length > 0) onPage(entries);
      if (entries.length < pageSize) break;
    }
    await tx.execute(sql`close statement_entries`);
  });
};

/** The sheet as decision 139 streamed it: CSV as now, XLSX through ExcelJS's WorkbookWriter. */
export function spreadsheetStream139(sheet: SheetPages, format: 'csv' | 'xlsx'): Readable {
  if (format === 'csv') return spreadsheetStream(sheet, format);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheet.name);
  worksheet.addRow(sheet.header).commit();
  sheet
    .writeRows((rows) => {
      for (const row of rows) worksheet.addRow(row).commit();
    })
    .then(async () => {
      worksheet.commit();
      await workbook.commit();
    })
    .catch((error: Error) => out.destroy(error));
  return out;
}
