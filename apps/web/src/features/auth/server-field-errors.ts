import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { AppError } from '../../api/app-error';

/** Puts the server's per-field texts (400 Errors) under the fields of the form they belong to. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof AppError)) return;
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message) setError(field, { type: 'server', message });
  }
}
