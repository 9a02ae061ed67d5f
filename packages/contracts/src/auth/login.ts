import { messages } from '@pledgethon/core';
import { z } from 'zod';

/** A session token, answered as a JSON string (spec: "returns a token string"). */
export const tokenResponseSchema = z.string().meta({ id: 'Token' });

/** Spec section 3, "Login item". AccessCode and EventCode are accepted here too, as the spec lists them. */
export const loginRequestSchema = z.object({
  Username: z.string().trim().min(1, messages.enterUsername),
  Password: z.string().min(1, messages.enterPassword),
  AccessCode: z.string().optional(),
  EventCode: z.string().optional(),
  RememberMe: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The service-style credentials login ({service}/auth/credentials). */
export const credentialsRequestSchema = z.object({
  UserName: z.string().trim().min(1, messages.enterUsername),
  Password: z.string().min(1, messages.enterPassword),
  RememberMe: z.boolean().default(false),
});
export const credentialsResponseSchema = z.object({
  UserId: z.uuid(),
  UserName: z.string(),
  BearerToken: z.string(),
});

export const accessCodeLoginRequestSchema = z.object({
  AccessCode: z.string().trim().min(1, messages.enterAccessCode),
  EventCode: z.string().trim().optional(),
});
export type AccessCodeLoginRequest = z.input<typeof accessCodeLoginRequestSchema>;

/** The QR code carries the access code base64-encoded: /home?action=accesscode&code=<base64>. */
export const qrCodeLoginRequestSchema = z.object({
  Code: z.string().trim().min(1, messages.enterAccessCode),
});

export const logoutResponseSchema = z.literal(true);
