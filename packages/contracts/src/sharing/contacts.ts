import { MAX_CONTACTS_IMPORT } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText, TOKEN_MAX_LENGTH } from '../bounded-text';

const CONTACT_PROVIDERS = ['google', 'yahoo'] as const;
export type ContactProvider = (typeof CONTACT_PROVIDERS)[number];

/** One person of an imported address book, as the share pick list offers them. */
const contactSchema = z
  .object({
    Name: z.string(),
    /** Lower case; null when the contact has none. */
    Email: z.string().nullable(),
    /** 10 digits of a US number; null when the contact has none. */
    MobileNumber: z.string().nullable(),
  })
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof contactSchema>;

export const contactListSchema = z.array(contactSchema).max(MAX_CONTACTS_IMPORT);

/** GET /api/Contacts/GetContactProviders: the web-mail services this installation can import from. */
export const contactProvidersSchema = z.object({ Providers: z.array(z.enum(CONTACT_PROVIDERS)) });

/** POST /api/Contacts/StartContactImport */
export const startContactImportRequestSchema = z.object({ Provider: z.enum(CONTACT_PROVIDERS) });
export const startContactImportSchema = z.object({
  /** Where the pop-up signs in; the provider sends it back to the return page with a code. */
  AuthorizeUrl: z.string(),
  /** The client id the browser passes back with the code (GetYahooLogin's {clientId}). */
  ClientId: z.string(),
});

/** The state of the pop-up sign-in the code came back to, as the provider echoed it. */
export const contactImportStateQuerySchema = z.object({ state: boundedText(TOKEN_MAX_LENGTH) });

/** GET /api/events/GetYahooLogin/{code}/{clientId}/{secret}: the secret is never used. */
export const yahooLoginParamsSchema = z.object({
  code: boundedText(2_000),
  clientId: boundedText(TOKEN_MAX_LENGTH),
  secret: boundedText(TOKEN_MAX_LENGTH),
});

/** GET /api/Contacts/GetGoogleContacts/{code} */
export const googleContactsParamsSchema = z.object({ code: boundedText(2_000) });
