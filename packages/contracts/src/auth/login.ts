import { messages } from '@pledgethon/core';
import { z } from 'zod';

/** A session token, answered as a JSON string (spec: "returns a token string"). */
export const tokenResponseSchema = z.string().meta({ id: 'Token' });

/**
 * Spec section 3, "Login item". The username is the account's e-mail, matched without regard to case.
 * AccessCode and EventCode are accepted because the spec's item carries them; a credentials sign-in
 * does not read them.
 */
export const loginRequestSchema = z.object({
  Username: z.string(messages.enterUsername).trim().min(1, messages.enterUsername),
  Password: z.string(messages.enterPassword).min(1, messages.enterPassword),
  AccessCode: z.string().nullish(),
  EventCode: z.string().nullish(),
  RememberMe: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The service-style credentials login ({service}/auth/credentials). */
export const credentialsRequestSchema = z.object({
  UserName: z.string(messages.enterUsername).trim().min(1, messages.enterUsername),
  Password: z.string(messages.enterPassword).min(1, messages.enterPassword),
  RememberMe: z.boolean().default(false),
});
export type CredentialsRequest = z.input<typeof credentialsRequestSchema>;
export const credentialsResponseSchema = z.object({
  UserId: z.uuid(),
  /** The account's e-mail, as stored. */
  UserName: z.string(),
  /** The session token, sent back in the Token header. */
  BearerToken: z.string(),
});

/** Spec section 7, "access code item". EventCode, when given, must be the participant's own Thon. */
export const accessCodeLoginRequestSchema = z.object({
  AccessCode: z.string(messages.enterAccessCode).trim().min(1, messages.enterAccessCode),
  EventCode: z.string().trim().nullish(),
});
export type AccessCodeLoginRequest = z.input<typeof accessCodeLoginRequestSchema>;

/** The QR code carries the access code base64-encoded: /home?action=accesscode&code=<base64>. */
export const qrCodeLoginRequestSchema = z.object({
  Code: z.string(messages.enterAccessCode).trim().min(1, messages.enterAccessCode),
});
export type QrCodeLoginRequest = z.input<typeof qrCodeLoginRequestSchema>;

export const logoutResponseSchema = z.literal(true);
