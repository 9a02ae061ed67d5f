import { messages } from '@pledgethon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOUBLE_CLIENT,
  startAddressBookDouble,
} from '../../integrations/contacts/testing/address-book-double';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

const people = Array.from({ length: 750 }, (_, index) => ({
  name: `Friend ${index}`,
  ...(index % 3 !== 1 ? { phone: `(312) 555-${String(index).padStart(4, '0')}` } : {}),
  ...(index % 3 !== 2 ? { email: `Friend${index}@Example.com` } : {}),
}));
// Entries with neither an address nor a number cannot be shared with and are left out.
const unreachable = { name: 'Nobody Here' };

describe('importing contacts from Google and Yahoo through a pop-up sign-in', () => {
  let double: Awaited<ReturnType<typeof startAddressBookDouble>>;
  beforeAll(async () => {
    double = await startAddressBookDouble([unreachable, ...people]);
  });
  afterAll(() => double.close());
  const server = useTestApp(() => ({ env: { ...double.env('GOOGLE'), ...double.env('YAHOO') } }));

  async function signedIn() {
    const user = await createPerson(server.db, { roles: ['parent'] });
    return { user, headers: await sessionHeaders(server.db, { userId: user.id }) };
  }

  const start = async (headers: Record<string, string>, provider: 'google' | 'yahoo') => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/Contacts/StartContactImport',
      headers,
      payload: { Provider: provider },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { AuthorizeUrl: string; ClientId: string };
  };

  const yahooLogin = (
    headers: Record<string, string>,
    code: string,
    state: string,
    clientId = DOUBLE_CLIENT.id,
  ) =>
    server.app.inject({
      method: 'GET',
      url: `/api/events/GetYahooLogin/${code}/${clientId}/secret-from-the-browser?state=${encodeURIComponent(state)}`,
      headers,
    });

  it('lists both providers', async () => {
    const { headers } = await signedIn();
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/Contacts/GetContactProviders',
      headers,
    });
    expect(response.json()).toEqual({ Providers: ['google', 'yahoo'] });
  });

  it('answers GetYahooLogin with at most 700 contacts, exchanging the code with its own secret', async () => {
    const { headers } = await signedIn();
    const started = await start(headers, 'yahoo');
    expect(started.ClientId).toBe(DOUBLE_CLIENT.id);
    const authorize = new URL(started.AuthorizeUrl);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${server.config.publicUrl}/contacts/return`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');

    const { code, state } = double.authorize(started.AuthorizeUrl);
    const response = await yahooLogin(headers, code, state);
    expect(response.statusCode).toBe(200);
    const contacts = response.json();
    expect(contacts).toHaveLength(700);
    expect(contacts[0]).toEqual({
      Name: 'Friend 0',
      Email: 'friend0@example.com',
      MobileNumber: '3125550000',
    });
    expect(contacts[1]).toEqual({ Name: 'Friend 1', Email: 'friend1@example.com', MobileNumber: null });
    expect(contacts[2]).toEqual({ Name: 'Friend 2', Email: null, MobileNumber: '3125550002' });
    expect(
      contacts.every(
        (contact: { Email: string | null; MobileNumber: string | null }) =>
          contact.Email || contact.MobileNumber,
      ),
    ).toBe(true);
    expect(double.tokenRequests.at(-1)?.get('client_secret')).toBe(DOUBLE_CLIENT.secret);

    // The state is used up: the same answer cannot be replayed.
    const { code: second } = double.authorize(started.AuthorizeUrl);
    expect((await yahooLogin(headers, second, state)).statusCode).toBe(403);
  });

  it("refuses another user's state, an unknown state and a client id that is not ours", async () => {
    const owner = await signedIn();
    const thief = await signedIn();
    const started = await start(owner.headers, 'yahoo');
    const { code, state } = double.authorize(started.AuthorizeUrl);
    expect((await yahooLogin(thief.headers, code, state)).statusCode).toBe(403);
    expect((await yahooLogin(owner.headers, code, 'made-up-state')).statusCode).toBe(403);
    expect((await yahooLogin(owner.headers, code, state, 'someone-elses-client')).statusCode).toBe(400);
    expect((await yahooLogin(owner.headers, code, state)).statusCode).toBe(200);
  });

  it('reads Google contacts page by page', async () => {
    const { headers } = await signedIn();
    const started = await start(headers, 'google');
    const { code, state } = double.authorize(started.AuthorizeUrl);
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/Contacts/GetGoogleContacts/${code}?state=${encodeURIComponent(state)}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(700);
    // A Yahoo state does not finish a Google sign-in.
    const yahoo = await start(headers, 'yahoo');
    const other = double.authorize(yahoo.AuthorizeUrl);
    const crossed = await server.app.inject({
      method: 'GET',
      url: `/api/Contacts/GetGoogleContacts/${other.code}?state=${encodeURIComponent(other.state)}`,
      headers,
    });
    expect(crossed.statusCode).toBe(403);
  });

  it('says so when the provider refuses the code', async () => {
    const { headers } = await signedIn();
    const started = await start(headers, 'yahoo');
    const { code, state } = double.authorize(started.AuthorizeUrl);
    double.failTokens(true);
    try {
      const response = await yahooLogin(headers, code, state);
      expect(response.statusCode).toBe(422);
      expect(response.json().Message).toBe(messages.contactImportFailed);
    } finally {
      double.failTokens(false);
    }
  });
});

describe('contact import without providers configured', () => {
  const server = useTestApp();

  it('offers none and starts none', async () => {
    const user = await createPerson(server.db, { roles: ['participant'] });
    const headers = await sessionHeaders(server.db, { userId: user.id });
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/Contacts/GetContactProviders',
      headers,
    });
    expect(list.json()).toEqual({ Providers: [] });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/Contacts/StartContactImport',
      headers,
      payload: { Provider: 'google' },
    });
    expect(response.statusCode).toBe(404);
  });
});
