/**
 * The rows of a raw statement run through Drizzle's `execute`: node-postgres answers `{ rows }`,
 * PGlite answers the same shape, and some drivers answer the array itself.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
