import type { Contact } from '@pledgethon/contracts';
import { MAX_CONTACTS_IMPORT } from '@pledgethon/core';
import { z } from 'zod';
import { contactList } from './contact-entry';
import type { ContactProviderSettings } from './contact-providers';

// A provider that does not answer within this is reported as failed, not waited on.
const PROVIDER_TIMEOUT_MS = 15_000;
// Google's largest page; a few pages reach the 700 the import keeps.
const GOOGLE_PAGE_SIZE = 1_000;
const MAX_PAGES = 5;

class AddressBookError extends Error {
  override name = 'AddressBookError';
}

async function getJson(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!response.ok) throw new AddressBookError(`${new URL(url).host} answered ${response.status}`);
  return response.json();
}

const tokenSchema = z.object({ access_token: z.string().min(1) });

/**
 * Exchanges the authorization code for an access token with the server's own client secret (never
 * one from the browser) and the PKCE verifier of the sign-in the code belongs to.
 */
async function accessToken(
  provider: ContactProviderSettings,
  grant: { code: string; codeVerifier: string; redirectUri: string },
): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    code_verifier: grant.codeVerifier,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
  });
  const answer = tokenSchema.safeParse(
    await getJson(provider.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    }),
  );
  if (!answer.success) throw new AddressBookError('the token answer has no access token');
  return answer.data.access_token;
}

const valuesSchema = z.array(z.object({ value: z.string().optional() }).loose()).optional();
const googlePageSchema = z.object({
  connections: z
    .array(
      z
        .object({
          names: z.array(z.object({ displayName: z.string().optional() }).loose()).optional(),
          emailAddresses: valuesSchema,
          phoneNumbers: valuesSchema,
        })
        .loose(),
    )
    .optional(),
  nextPageToken: z.string().optional(),
});

const valuesOf = (list: z.infer<typeof valuesSchema>) => (list ?? []).flatMap((item) => item.value ?? []);

async function googleContacts(provider: ContactProviderSettings, token: string): Promise<Contact[]> {
  const entries = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES && entries.length < MAX_CONTACTS_IMPORT; page++) {
    const url = new URL(provider.apiUrl);
    url.searchParams.set('personFields', 'names,emailAddresses,phoneNumbers');
    url.searchParams.set('pageSize', String(GOOGLE_PAGE_SIZE));
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    const answer = googlePageSchema.safeParse(
      await getJson(url.href, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }),
    );
    if (!answer.success) throw new AddressBookError('the contacts answer is not a list of people');
    for (const person of answer.data.connections ?? []) {
      entries.push({
        name: person.names?.[0]?.displayName ?? '',
        emails: valuesOf(person.emailAddresses),
        phones: valuesOf(person.phoneNumbers),
      });
    }
    pageToken = answer.data.nextPageToken;
    if (!pageToken) break;
  }
  return contactList(entries);
}

const yahooFieldSchema = z.object({ type: z.string(), value: z.unknown() }).loose();
const yahooSchema = z.object({
  contacts: z
    .object({
      contact: z.array(z.object({ fields: z.array(yahooFieldSchema).optional() }).loose()).optional(),
    })
    .loose(),
});
const yahooName = z.object({ givenName: z.string().optional(), familyName: z.string().optional() }).loose();

async function yahooContacts(provider: ContactProviderSettings, token: string): Promise<Contact[]> {
  const url = new URL(provider.apiUrl);
  url.searchParams.set('format', 'json');
  url.searchParams.set('count', String(MAX_CONTACTS_IMPORT));
  const answer = yahooSchema.safeParse(
    await getJson(url.href, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }),
  );
  if (!answer.success) throw new AddressBookError('the contacts answer is not a list of contacts');
  return contactList(
    (answer.data.contacts.contact ?? []).map(({ fields = [] }) => {
      const texts = (type: string) =>
        fields.flatMap((field) =>
          field.type === type && typeof field.value === 'string' ? [field.value] : [],
        );
      const name = yahooName.safeParse(fields.find((field) => field.type === 'name')?.value);
      return {
        name: name.success ? [name.data.givenName, name.data.familyName].filter(Boolean).join(' ') : '',
        emails: texts('email'),
        phones: texts('phone'),
      };
    }),
  );
}

/** Signs in with the code and reads the address book: at most 700 contacts with an address or number. */
export async function readAddressBook(
  provider: ContactProviderSettings,
  grant: { code: string; codeVerifier: string; redirectUri: string },
): Promise<Contact[]> {
  const token = await accessToken(provider, grant);
  return provider.id === 'google' ? googleContacts(provider, token) : yahooContacts(provider, token);
}
