import type { ContactProvider } from '@pledgethon/contracts';
import type { Config } from '../../config';

/** A web-mail address book the configuration enables, with the endpoints of its OAuth 2 sign-in. */
export type ContactProviderSettings = {
  id: ContactProvider;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
  /** Read-only access to the address book, nothing more. */
  scope: string;
};

/** The providers whose client id and secret are set, in the order their buttons show. */
export function contactProviders(config: Config): ContactProviderSettings[] {
  const candidates = [
    {
      id: 'google' as const,
      clientId: config.GOOGLE_CONTACTS_CLIENT_ID,
      clientSecret: config.GOOGLE_CONTACTS_CLIENT_SECRET,
      authorizeUrl: config.GOOGLE_CONTACTS_AUTHORIZE_URL,
      tokenUrl: config.GOOGLE_CONTACTS_TOKEN_URL,
      apiUrl: config.GOOGLE_CONTACTS_API_URL,
      scope: 'https://www.googleapis.com/auth/contacts.readonly',
    },
    {
      id: 'yahoo' as const,
      clientId: config.YAHOO_CONTACTS_CLIENT_ID,
      clientSecret: config.YAHOO_CONTACTS_CLIENT_SECRET,
      authorizeUrl: config.YAHOO_CONTACTS_AUTHORIZE_URL,
      tokenUrl: config.YAHOO_CONTACTS_TOKEN_URL,
      apiUrl: config.YAHOO_CONTACTS_API_URL,
      scope: 'sdct-r',
    },
  ];
  return candidates.flatMap(({ clientId, clientSecret, ...provider }) =>
    clientId && clientSecret ? [{ ...provider, clientId, clientSecret }] : [],
  );
}

/** Where the provider sends the pop-up back: a page of the web app that hands the code to the opener. */
export const contactImportRedirectUri = (publicUrl: string): string => `${publicUrl}/contacts/return`;
