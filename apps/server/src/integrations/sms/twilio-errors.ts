// Twilio's error codes for a number that can never receive from us: not a valid number (21211),
// not a mobile (21614), or the recipient replied STOP to our number (21610).
const PERMANENT_CODES = new Set([21211, 21610, 21614]);

/** A Twilio refusal that will not change on retry. */
export class TwilioError extends Error {
  override name = 'TwilioError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | null,
  ) {
    super(message);
  }
}

export const isPermanentTextFailure = (error: unknown): boolean =>
  error instanceof TwilioError && error.code !== null && PERMANENT_CODES.has(error.code);
