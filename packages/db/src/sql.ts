/**
 * Drizzle's query operators, re-exported so the server builds its queries with the very Drizzle
 * that defined the schema, and only this package depends on Drizzle.
 */
export {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
export { alias } from 'drizzle-orm/pg-core';
