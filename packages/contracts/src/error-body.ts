import { z } from 'zod';

/** The body of every failed API call: the user-facing text and, for form input, a text per field. */
export const errorBodySchema = z
  .object({
    Success: z.literal(false),
    Message: z.string(),
    Errors: z.record(z.string(), z.string()),
  })
  .meta({ id: 'ErrorBody' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
