import { messages } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, PASSWORD_MAX_LENGTH, TOKEN_MAX_LENGTH } from '../bounded-text';
import { emailAddressSchema } from '../thon-people/participants';

/** POST /api/Account/ChangeEmail: the signed-in owner's new address, with their password as proof. */
export const changeEmailRequestSchema = z.object({
  NewEmail: emailAddressSchema,
  Password: z.string().max(PASSWORD_MAX_LENGTH).min(1, messages.enterPassword),
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;
export const changeEmailResponseSchema = z
  .object({ Message: z.string() })
  .meta({ id: 'ChangeEmailResponse' });

/** POST /api/Account/ConfirmEmail: the one-time link sent to the new address. */
export const confirmEmailRequestSchema = z.object({ Token: boundedText(TOKEN_MAX_LENGTH).min(1) });
export const confirmEmailResponseSchema = z
  .object({ Message: z.string(), Email: z.string() })
  .meta({ id: 'ConfirmEmailResponse' });
