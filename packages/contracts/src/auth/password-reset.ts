import { EMAIL_MAX_LENGTH, messages, passwordSchema } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, PASSWORD_MAX_LENGTH, TOKEN_MAX_LENGTH } from '../bounded-text';

export const passwordResetLinkRequestSchema = z.object({
  Email: boundedText(EMAIL_MAX_LENGTH, messages.emailRequired).trim().min(1, messages.emailRequired),
});
export type PasswordResetLinkRequest = z.input<typeof passwordResetLinkRequestSchema>;
/** The success text (messages.passwordResetSent): a reset link was e-mailed, valid for 1 hour. */
export const passwordResetLinkResponseSchema = z.string();

/** Sent by the page the e-mailed link opens: /home/ResetPassword?token=... */
export const resetPasswordRequestSchema = z.object({
  /** The token from the e-mailed link. */
  Token: boundedText(TOKEN_MAX_LENGTH, messages.resetLinkInvalid).min(1, messages.resetLinkInvalid),
  Password: boundedText(PASSWORD_MAX_LENGTH, messages.invalidPassword).pipe(passwordSchema),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export const resetPasswordResponseSchema = z.literal(true);
