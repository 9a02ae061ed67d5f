import { messages } from './messages';

/** The backend's answer for an access code the user may not use (spec section 8). */
export const ACCESS_CODE_NOT_ALLOWED = 'Not Allowed';

export type AccessCodeFailure = { kind: 'redirectToRoot' } | { kind: 'message'; message: string };

/** Turns the failure text of an access-code login into what the user sees (spec section 8). */
export const accessCodeFailure = (responseText: string): AccessCodeFailure => {
  if (responseText.trim() === ACCESS_CODE_NOT_ALLOWED) return { kind: 'redirectToRoot' };
  if (responseText.includes('EXPIRED')) return { kind: 'message', message: messages.accessCodeExpired };
  if (responseText.includes('ERROR')) return { kind: 'message', message: messages.accessCodeError };
  return { kind: 'message', message: messages.accessCodeInvalid };
};
