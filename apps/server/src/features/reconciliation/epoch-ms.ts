import { type SQL, sql } from '@pledgethon/db';

/** A moment as milliseconds since the epoch: a number on both engines' drivers, where a date is not. */
export const epochMs = (moment: SQL) => sql`(extract(epoch from ${moment}) * 1000)::float8`;
