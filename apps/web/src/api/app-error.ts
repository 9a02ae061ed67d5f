/** A failed API call, carrying the text the user should see and any per-field problems for forms. */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    options?: ErrorOptions & { body?: unknown },
  ) {
    super(message, options);
    this.body = options?.body;
  }

  /** The whole answer, for a refusal that says more than its message (a completion to confirm). */
  readonly body: unknown;
}
