import { z } from 'zod';

/** POST /api/events/AddActivityOnlyOnce: records that the caller did something (a tour seen, ...). */
export const addActivityRequestSchema = z.object({
  /** The caller's own session token. */
  Token: z.string().min(1),
  ActivityTypeId: z.number().int().positive(),
});
export type AddActivityRequest = z.input<typeof addActivityRequestSchema>;

export const addActivityResponseSchema = z
  .object({
    /** False when the activity was already recorded: it is kept once per user. */
    Added: z.boolean(),
  })
  .meta({ id: 'AddActivityResponse' });
