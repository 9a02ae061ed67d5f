/** A failed API call, carrying the text the user should see and any per-field problems for forms. */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
