import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { AppError } from '../../api/app-error';

/**
 * Puts the server's per-field texts (400 Errors) under the fields of the form they belong to, and
 * names the first of them, so the form can move the focus there.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): Path<T> | undefined {
  if (!(error instanceof AppError)) return undefined;
  let first: Path<T> | undefined;
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: first === undefined });
    first ??= field;
  }
  return first;
}
