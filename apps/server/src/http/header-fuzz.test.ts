import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contactForm,
  knownCaptcha,
  postContact,
  validFields,
} from '../features/contact/testing/contact-form';
import { createPerson, sessionHeaders } from '../testing/people';
import { useTestApp } from '../testing/test-app';

// Values an HTTP header can carry that no client of ours sends: long, non-ASCII (as Latin-1 bytes, the
// only way they travel in a header), look-alike ids, separators and escapes.
const BAD_HEADER_VALUES = [
  '',
  ' ',
  'x'.repeat(8 * 1024),
  '0'.repeat(36),
  '00000000-0000-0000-0000-00000000000g',
  '../../etc/passwd',
  "' or 1=1 --",
  '%00%ff',
  Buffer.from('café ☃', 'utf8').toString('latin1'),
  '{"$ne":null}',
  'a, b, c',
];

// The headers the server reads: the session's three, the contact form's idempotency key, and the
// ones that reach the log and the sign-in records.
const READ_HEADERS = [
  'token',
  'userid',
  'timezonename',
  'idempotency-key',
  'accept-language',
  'user-agent',
  'x-forwarded-for',
  'cookie',
  'content-type',
];

const isLeak = (body: string) => /\n\s+at \S|node_modules|\.(?:ts|js):\d+|violates|relation "/.test(body);

describe('no header value answers 5xx or shows the server inside', () => {
  const server = useTestApp({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', SHARE_RATE_LIMIT_PER_HOUR: '1000000' },
  });
  const calls: { method: InjectOptions['method']; url: string; payload?: unknown }[] = [
    { method: 'GET', url: '/api/Session/Current' },
    { method: 'GET', url: '/api/health' },
    { method: 'POST', url: '/api/EventCode', payload: { EventCode: 'NOPE' } },
    { method: 'POST', url: '/api/Login', payload: { Email: 'nobody@example.org', Password: 'wrong' } },
    { method: 'GET', url: '/api/AccessCodes/GetThons' },
  ];
  let signedIn: Record<string, string> = {};

  beforeAll(async () => {
    const person = await createPerson(server.db, { roles: ['super_admin'] });
    signedIn = await sessionHeaders(server.db, { userId: person.id });
  });

  it.each([
    ['without a session', false],
    ['with a live session beside the bad header', true],
  ] as const)(
    '%s',
    async (_label, withSession) => {
      const failures: string[] = [];
      for (const call of calls) {
        for (const name of READ_HEADERS) {
          for (const value of BAD_HEADER_VALUES) {
            const headers = { ...(withSession ? signedIn : {}), [name]: value };
            const response = await server.app.inject({ ...call, headers } as InjectOptions);
            if (response.statusCode >= 500 || isLeak(response.body)) {
              failures.push(
                `${call.method} ${call.url} ${name}=${value.slice(0, 20)}: ${response.statusCode}`,
              );
            }
          }
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );

  // A blank header counts as absent (a missing user id lets the token decide), so only the others.
  it("never signs in as the token's user when the token or user id is not one of ours", async () => {
    for (const name of ['token', 'userid']) {
      for (const value of BAD_HEADER_VALUES.filter((text) => text.trim() !== '')) {
        const response = await server.app.inject({
          method: 'GET',
          url: '/api/Session/Current',
          headers: { ...signedIn, [name]: value },
        });
        expect([200, 401], `${name}=${value.slice(0, 20)}`).toContain(response.statusCode);
        if (response.statusCode === 200) expect(response.json().UserId).not.toBe(signedIn.userid);
      }
    }
  });
});

describe('no value in one contact-form field answers 5xx', () => {
  const server = useTestApp({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', SHARE_RATE_LIMIT_PER_HOUR: '1000000' },
  });
  const FIELDS = [
    'From',
    'FromName',
    'Subject',
    'Message',
    'jiraIssueType',
    'CaptchaId',
    'CaptchaAnswer',
  ] as const;
  const BAD_FIELD_VALUES = [
    '',
    'a\u0000b',
    '\ud800',
    'x'.repeat(70 * 1024),
    '🙂'.repeat(5000),
    '-1',
    '1e309',
    '[]',
  ];

  it('answers every bad value with a refusal in words, and still takes the good form', async () => {
    const failures: string[] = [];
    for (const field of FIELDS) {
      for (const value of BAD_FIELD_VALUES) {
        const fields = validFields({ ...(await knownCaptcha(server)), [field]: value });
        const response = await postContact(server, contactForm(fields));
        const body = response.json() as { Message?: string };
        if (response.statusCode >= 500 || isLeak(response.body) || !body.Message) {
          failures.push(`${field}=${JSON.stringify(value.slice(0, 10))}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    const good = await postContact(server, contactForm(validFields(await knownCaptcha(server))));
    expect(good.statusCode).toBe(200);
  }, 120_000);
});
