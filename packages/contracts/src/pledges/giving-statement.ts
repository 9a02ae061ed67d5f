import { messages } from '@pledgethon/core';
import { z } from 'zod';
import { pledgeTokenSchema } from './pledge-entry';

/** GET /api/Pledges/GivingStatement/{token}?Year=: the year's giving of the address behind a receipt's link. */
export const givingStatementParamsSchema = z.object({ token: pledgeTokenSchema });
export const givingStatementQuerySchema = z.object({
  Year: z.coerce
    .number(messages.invalidData)
    .int(messages.invalidData)
    .min(2000, messages.invalidData)
    .max(2100, messages.invalidData),
});

/** The statement's bytes: a PDF to keep for taxes. */
export const givingStatementFileSchema = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({
    type: 'string',
    format: 'binary',
    description: 'A PDF of the year’s payments and their acknowledgements',
  });
