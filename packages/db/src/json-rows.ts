import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A row as JSON brings it back: a timestamp as its ISO text. */
export type JsonRow<T> = { [K in keyof T]: Date extends T[K] ? Exclude<T[K], Date> | string : T[K] };

type Select = SQLWrapper & PromiseLike<unknown[]> & { _: { selectedFields: Record<string, unknown> } };

/**
 * A select's rows as one JSON array, to be read as a column of another statement: a page that needs
 * a few short lists then asks the database once instead of once per list. Each row is an object
 * keyed by the select's own field names (its columns renamed in order), and keeps the select's
 * order, since the array is aggregated straight from the ordered subquery. JSON leaves numbers and
 * text as they are; a timestamp comes back as its ISO text.
 */
export function rowsAsJson<Q extends Select>(query: Q): SQL<JsonRow<Awaited<Q>[number]>[]> {
  const names = Object.keys(query._.selectedFields).map((name) => sql.identifier(name));
  return sql<
    JsonRow<Awaited<Q>[number]>[]
  >`(select coalesce(json_agg(rows), '[]'::json) from (${query}) as rows(${sql.join(names, sql`, `)}))`;
}
