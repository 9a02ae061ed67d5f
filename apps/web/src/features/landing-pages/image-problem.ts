import { AppError } from '../../api/app-error';

/** The title and text of a refused image ('Invalid Image' / 'not an image'), or the error's own text. */
export function imageProblem(error: unknown): { title: string; text: string | undefined } {
  if (error instanceof AppError) return { title: error.message, text: error.fieldErrors.File };
  return { title: String(error), text: undefined };
}
