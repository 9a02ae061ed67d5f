/** The closed set of ways a request can fail on purpose; each maps to one HTTP status. */
export const errorStatus = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rule: 422,
  rate_limited: 429,
  // Something we depend on (the database, Redis, the card service) did not answer: nothing was lost,
  // and the same call succeeds once it is back (decisions 118, 119).
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof errorStatus;

/** A failure whose message is meant for the user: the spec's words, from the core message catalogue. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: AppErrorCode;
  readonly fieldErrors: Record<string, string>;

  constructor(code: AppErrorCode, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
