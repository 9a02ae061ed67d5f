import { messages } from '@pledgethon/core';
import { AppError } from '../../api/app-error';

export type AccessCodeOutcome = { kind: 'goToSiteRoot' } | { kind: 'show'; message: string };

/**
 * What a failed access-code sign-in leads to (spec section 8): 'Not Allowed' sends the user to the
 * site root; any other failure shows the server's text ('Event end date has passed.', ...).
 */
export function accessCodeOutcome(error: unknown): AccessCodeOutcome {
  if (!(error instanceof AppError)) return { kind: 'show', message: messages.unexpectedError };
  if (error.message.trim() === messages.accessCodeNotAllowed) return { kind: 'goToSiteRoot' };
  return { kind: 'show', message: error.message };
}
