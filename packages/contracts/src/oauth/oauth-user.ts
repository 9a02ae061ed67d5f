import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, messages } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, TOKEN_MAX_LENGTH } from '../bounded-text';
import { oauthProviderIdSchema } from './oauth-providers';

/**
 * Every call names the ticket the server issued when the provider sent the browser back: the
 * identity comes from the provider through the server, never from what the browser says.
 */
const ticketSchema = boundedText(TOKEN_MAX_LENGTH, messages.facebookLoginFailed).min(
  1,
  messages.facebookLoginFailed,
);

/** Spec section 3, "Oauth user": the provider's identity and, when one exists, its account. */
const oauthUserSchema = z
  .object({
    /** The account this identity signs in to; null when there is none yet. */
    Username: z.string().nullable(),
    /** The provider's verified e-mail address; null when it gave none. */
    Email: z.string().nullable(),
    FirstName: z.string(),
    LastName: z.string(),
    AvatarUrl: z.string().nullable(),
    LoginProvider: oauthProviderIdSchema,
    ProviderKey: z.string(),
  })
  .meta({ id: 'OauthUser' });

/** The spec's fields are optional: when given, they must be the ticket's own. */
export const isValidOauthProviderUserLoginRequestSchema = z.object({
  Ticket: ticketSchema,
  Email: boundedText(EMAIL_MAX_LENGTH).nullish(),
  LoginProvider: boundedText(20).optional(),
  ProviderKey: boundedText(255).optional(),
});
export type IsValidOauthProviderUserLoginRequest = z.input<typeof isValidOauthProviderUserLoginRequestSchema>;

export const isValidOauthProviderUserLoginResponseSchema = oauthUserSchema
  .extend({ IsUserExist: z.boolean() })
  .meta({ id: 'OauthUserCheck' });
export type IsValidOauthProviderUserLoginResponse = z.infer<
  typeof isValidOauthProviderUserLoginResponseSchema
>;

export const oauthUserLoginRequestSchema = z.object({
  Username: boundedText(EMAIL_MAX_LENGTH).trim().min(1, messages.enterUsername),
  Ticket: ticketSchema,
  RememberMe: z.boolean().default(false),
});
export type OauthUserLoginRequest = z.input<typeof oauthUserLoginRequestSchema>;

const nameSchema = boundedText(FULL_NAME_MAX_LENGTH).trim().min(1, messages.reviewRequiredFields);

/**
 * A new account for a provider identity. The e-mail is the provider's verified one when it gave
 * one; otherwise the user types it. The e-mail and terms rules answer with the spec's own texts.
 */
export const oauthSignUpRequestSchema = z.object({
  Ticket: ticketSchema,
  Email: boundedText(EMAIL_MAX_LENGTH).trim().optional(),
  FirstName: nameSchema,
  LastName: nameSchema,
  AcceptTerms: z.boolean().default(false),
  RememberMe: z.boolean().default(false),
});
export type OauthSignUpRequest = z.input<typeof oauthSignUpRequestSchema>;
