/**
 * A write refused by the named unique constraint: two requests passed the same check at once and the
 * database let only the first through. Drizzle wraps the driver's error, so the code is on its cause.
 */
export const isUniqueViolation = (error: unknown, constraint: string): boolean => {
  const cause = (error as { cause?: { code?: string; constraint?: string } } | null)?.cause;
  return cause?.code === '23505' && cause.constraint === constraint;
};
