import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { AppError } from '../../api/app-error';
import { showErrorToast } from '../../ui/error-toast';
import { showServerFieldErrors } from '../auth/server-field-errors';

/**
 * Says why an invitation was refused where the inviter can act on it: a field's text under its
 * field, a refusal that names no field (an address already taken, a team already led, no access)
 * above the form, and a failure of the server itself as a toast.
 */
export function showInviteRefusal<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  if (showServerFieldErrors(error, fields, setError)) return;
  if (error instanceof AppError && error.status >= 400 && error.status < 500)
    setError('root', { message: error.message });
  else showErrorToast(error);
}
