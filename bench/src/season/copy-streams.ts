import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A row of COPY's text format: null as \N; the generator's values hold no tab, newline or backslash. */
export function copyRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map((value) => (value === null || value === undefined ? '\\N' : String(value))).join('\t')}\n`;
}

export type CopyTable = { table: string; columns: readonly string[] };

/**
 * One `COPY ... FROM STDIN` per table, each on its own connection, all open at once so a Thon's rows go
 * to every table as they are made. The connections skip triggers and foreign-key checks
 * (session_replication_role = replica): the generator writes consistent rows and the kept totals are
 * counted afterwards in SQL, once, instead of once per statement.
 */
export async function openCopies<Name extends string>(url: string, tables: Record<Name, CopyTable>) {
  const open = await Promise.all(
    (Object.entries(tables) as [Name, CopyTable][]).map(async ([name, { table, columns }]) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('set session_replication_role = replica');
      const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
      return { name, client, stream, rows: 0 };
    }),
  );
  const byName = new Map(open.map((copy) => [copy.name, copy]));
  return {
    /** Writes rows made by copyRow, waiting while the server catches up. */
    async write(name: Name, rows: string[]) {
      const copy = byName.get(name);
      if (!copy || rows.length === 0) return;
      copy.rows += rows.length;
      if (!copy.stream.write(rows.join(''))) await once(copy.stream, 'drain');
    },
    rows: () => Object.fromEntries(open.map((copy) => [copy.name, copy.rows])) as Record<Name, number>,
    async finish() {
      for (const copy of open) copy.stream.end();
      await Promise.all(open.map((copy) => finished(copy.stream)));
      await Promise.all(open.map((copy) => copy.client.end()));
    },
  };
}
