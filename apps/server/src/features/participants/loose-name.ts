import { type SQL, type SQLWrapper, sql } from '@pledgethon/db';

/** A name as people mean it: without regard to case, outer spaces or doubled inner ones. */
export const looseName = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The same, of a name column, for comparing names in the database. */
export const looseNameColumn = (column: SQLWrapper): SQL =>
  sql`lower(regexp_replace(btrim(${column}), '[[:space:]]+', ' ', 'g'))`;
