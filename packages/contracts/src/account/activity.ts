import { MAX_INT32 } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, TOKEN_MAX_LENGTH } from '../bounded-text';

/** POST /api/events/AddActivityOnlyOnce: records that the caller did something (a tour seen, ...). */
export const addActivityRequestSchema = z.object({
  /** The caller's own session token. */
  Token: boundedText(TOKEN_MAX_LENGTH).min(1),
  ActivityTypeId: z.number().int().positive().max(MAX_INT32),
});

export const addActivityResponseSchema = z
  .object({
    /** False when the activity was already recorded: it is kept once per user. */
    Added: z.boolean(),
  })
  .meta({ id: 'AddActivityResponse' });
