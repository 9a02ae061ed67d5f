import { EMAIL_MAX_LENGTH, messages } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, CODE_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../bounded-text';

/** A session token, answered as a JSON string (spec: "returns a token string"). */
export const tokenResponseSchema = z.string().meta({ id: 'Token' });

/**
 * Spec section 3, "Login item". The username is the account's e-mail, matched without regard to case.
 * AccessCode and EventCode are accepted because the spec's item carries them; a credentials sign-in
 * does not read them.
 */
export const loginRequestSchema = z.object({
  Username: boundedText(EMAIL_MAX_LENGTH, messages.enterUsername).trim().min(1, messages.enterUsername),
  Password: boundedText(PASSWORD_MAX_LENGTH, messages.enterPassword).min(1, messages.enterPassword),
  AccessCode: boundedText(CODE_MAX_LENGTH).nullish(),
  EventCode: boundedText(CODE_MAX_LENGTH).nullish(),
  RememberMe: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The service-style credentials login ({service}/auth/credentials). */
export const credentialsRequestSchema = z.object({
  UserName: boundedText(EMAIL_MAX_LENGTH, messages.enterUsername).trim().min(1, messages.enterUsername),
  Password: boundedText(PASSWORD_MAX_LENGTH, messages.enterPassword).min(1, messages.enterPassword),
  RememberMe: z.boolean().default(false),
});
export const credentialsResponseSchema = z.object({
  UserId: z.uuid(),
  /** The account's e-mail, as stored. */
  UserName: z.string(),
  /** The session token, sent back in the Token header. */
  BearerToken: z.string(),
});

/** Spec section 7, "access code item". EventCode, when given, must be the participant's own Thon. */
export const accessCodeLoginRequestSchema = z.object({
  AccessCode: boundedText(CODE_MAX_LENGTH, messages.enterAccessCode).trim().min(1, messages.enterAccessCode),
  EventCode: boundedText(CODE_MAX_LENGTH).trim().nullish(),
});
export type AccessCodeLoginRequest = z.input<typeof accessCodeLoginRequestSchema>;

/** The QR code carries the access code base64-encoded: /home?action=accesscode&code=<base64>. */
export const qrCodeLoginRequestSchema = z.object({
  Code: boundedText(CODE_MAX_LENGTH * 2, messages.enterAccessCode)
    .trim()
    .min(1, messages.enterAccessCode),
});

export const logoutResponseSchema = z.literal(true);
