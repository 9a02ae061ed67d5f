import { oauthSignUpRequestSchema } from '@pledgethon/contracts';
import { emailSchema, messages } from '@pledgethon/core';
import { z } from 'zod';

export type SignUpForm = { FirstName: string; LastName: string; Email: string; AcceptTerms: boolean };

/**
 * The sign-up form's checks, with the spec's texts: an e-mail is asked for only when the provider
 * gave none, and the terms must be accepted.
 */
export function signUpFormSchema(needsEmail: boolean): z.ZodType<SignUpForm, SignUpForm> {
  return z.object({
    FirstName: oauthSignUpRequestSchema.shape.FirstName,
    LastName: oauthSignUpRequestSchema.shape.LastName,
    Email: needsEmail ? z.string().trim().min(1, messages.oauthEmailRequired).pipe(emailSchema) : z.string(),
    AcceptTerms: z.boolean().refine((accepted) => accepted, messages.mustAgreeToTerms),
  });
}
