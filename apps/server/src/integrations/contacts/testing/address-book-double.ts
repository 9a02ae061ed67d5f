import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const DOUBLE_CLIENT = { id: 'pledgethon-client', secret: 'server-only-secret' };

type Person = { name: string; email?: string; phone?: string };

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A Google- and Yahoo-shaped OAuth 2 server with address books, on loopback. A test "signs in" by
 * `authorize(authorizeUrl)`, which issues a code for the URL's PKCE challenge as the pop-up would;
 * the token endpoint then insists on that code, its verifier, the redirect URI and the client secret.
 */
export async function startAddressBookDouble(people: Person[]) {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const tokenRequests: URLSearchParams[] = [];
  let failTokens = false;
  let issued = 0;
  const token = 'access-token-1';

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://double');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      tokenRequests.push(form);
      const grant = codes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const valid =
        !failTokens &&
        grant !== undefined &&
        grant.challenge === challenge &&
        grant.redirectUri === form.get('redirect_uri') &&
        form.get('client_id') === DOUBLE_CLIENT.id &&
        form.get('client_secret') === DOUBLE_CLIENT.secret;
      if (!valid) return json(400, { error: 'invalid_grant' });
      codes.delete(form.get('code') ?? '');
      return json(200, { access_token: token, token_type: 'bearer', expires_in: 3600 });
    }
    if (request.headers.authorization !== `Bearer ${token}`) return json(401, { error: 'unauthorized' });
    if (url.pathname === '/google/connections') {
      const size = Number(url.searchParams.get('pageSize'));
      const start = Number(url.searchParams.get('pageToken') ?? 0);
      const page = people.slice(start, start + Math.min(size, 400));
      return json(200, {
        connections: page.map((person) => ({
          names: [{ displayName: person.name }],
          ...(person.email ? { emailAddresses: [{ value: person.email }] } : {}),
          ...(person.phone ? { phoneNumbers: [{ value: person.phone }] } : {}),
        })),
        ...(start + page.length < people.length ? { nextPageToken: String(start + page.length) } : {}),
      });
    }
    if (url.pathname === '/yahoo/contacts' && url.searchParams.get('format') === 'json') {
      return json(200, {
        contacts: {
          contact: people.map((person) => {
            const [givenName, familyName] = person.name.split(' ');
            return {
              fields: [
                { type: 'name', value: { givenName, familyName } },
                ...(person.email ? [{ type: 'email', value: person.email }] : []),
                ...(person.phone ? [{ type: 'phone', value: person.phone }] : []),
              ],
            };
          }),
        },
      });
    }
    return json(404, { error: 'not_found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    env: (provider: 'GOOGLE' | 'YAHOO') => ({
      [`${provider}_CONTACTS_CLIENT_ID`]: DOUBLE_CLIENT.id,
      [`${provider}_CONTACTS_CLIENT_SECRET`]: DOUBLE_CLIENT.secret,
      [`${provider}_CONTACTS_AUTHORIZE_URL`]: `${base}/authorize`,
      [`${provider}_CONTACTS_TOKEN_URL`]: `${base}/token`,
      [`${provider}_CONTACTS_API_URL`]:
        provider === 'GOOGLE' ? `${base}/google/connections` : `${base}/yahoo/contacts`,
    }),
    /** The user signs in and consents: the provider answers the pop-up with a code and the state. */
    authorize(authorizeUrl: string): { code: string; state: string } {
      const url = new URL(authorizeUrl);
      issued += 1;
      const code = `code-${issued}`;
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
      });
      return { code, state: url.searchParams.get('state') ?? '' };
    },
    tokenRequests,
    failTokens(fail: boolean) {
      failTokens = fail;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
