import { messages, passwordSchema } from '@pledgethon/core';
import { z } from 'zod';

export const passwordResetLinkRequestSchema = z.object({
  Email: z.string().trim().min(1, messages.emailRequired),
});
/** The success text: a reset link was e-mailed, valid for 1 hour. */
export const passwordResetLinkResponseSchema = z.string();

export const resetPasswordRequestSchema = z.object({
  /** The token from the e-mailed link. */
  Token: z.string().min(1),
  Password: passwordSchema,
});
export const resetPasswordResponseSchema = z.literal(true);
