import { messages, strongPasswordSchema } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, CODE_MAX_LENGTH, PASSWORD_MAX_LENGTH, TOKEN_MAX_LENGTH } from '../bounded-text';
import { emailAddressSchema, personNameSchema } from '../thon-people/participants';

/** Who may sign up on their own (decision 131): a school's organiser or a parent. */
export const SIGN_UP_KINDS = ['organizer', 'parent'] as const;
export type SignUpKind = (typeof SIGN_UP_KINDS)[number];

/** A new account, asked for: nothing is made until the link sent to the address is opened. */
export const signUpRequestSchema = z.object({
  Kind: z.enum(SIGN_UP_KINDS),
  FirstName: personNameSchema,
  LastName: personNameSchema,
  Email: emailAddressSchema,
  Password: boundedText(PASSWORD_MAX_LENGTH, messages.invalidStrongPassword).pipe(strongPasswordSchema),
  AcceptTerms: z.boolean().refine((accepted) => accepted, messages.mustAgreeToTerms),
  /** The Thon a parent signs up from, whose child they add next. */
  EventCode: boundedText(CODE_MAX_LENGTH, messages.eventCodeInvalid).trim().optional(),
  CaptchaId: boundedText(TOKEN_MAX_LENGTH, messages.invalidCaptcha),
  CaptchaAnswer: boundedText(TOKEN_MAX_LENGTH, messages.invalidCaptcha),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;
/** The same words whether or not the address has an account: the e-mail says which. */
export const signUpResponseSchema = z.object({ Message: z.string() }).meta({ id: 'SignUpResponse' });

/** Sent by the page the sign-up e-mail links to: /home/ConfirmSignUp?token=... */
export const confirmSignUpRequestSchema = z.object({
  Token: boundedText(TOKEN_MAX_LENGTH, messages.signUpLinkInvalid).min(1, messages.signUpLinkInvalid),
});
export type ConfirmSignUpRequest = z.input<typeof confirmSignUpRequestSchema>;
/** The new account, signed in: its session token, and where its owner goes next. */
export const confirmSignUpResponseSchema = z
  .object({ BearerToken: z.string(), Kind: z.enum(SIGN_UP_KINDS), EventCode: z.string().nullable() })
  .meta({ id: 'ConfirmSignUpResponse' });
