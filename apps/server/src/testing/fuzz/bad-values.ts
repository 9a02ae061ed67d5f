import { BAD_MULTIPART_BODIES } from './multipart-bodies';
import type { JsonSchema } from './openapi-samples';

const MEGABYTE_TEXT = 'x'.repeat(1024 * 1024);

/** Nested arrays deeper than any parser or validator should have to follow. */
const deeplyNested = (depth: number): unknown => {
  let value: unknown = [];
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

const BAD_TEXT: unknown[] = [
  'a\u0000b',
  '\ud800',
  MEGABYTE_TEXT,
  '\u202e\u0007\u001b[31m',
  "'; select pg_sleep(0); --",
];
const BAD_NUMBERS: unknown[] = [
  2_147_483_648,
  -2_147_483_649,
  -1,
  0,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
];
const WRONG_TYPES: unknown[] = [
  null,
  true,
  {},
  [],
  { __proto__: null, constructor: { prototype: { polluted: 1 } } },
  deeplyNested(200),
];

/** What to send in one field of the given schema instead of a good value. */
export function badValuesFor(schema: JsonSchema): unknown[] {
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return [...BAD_NUMBERS, '1', 'NaN', ...WRONG_TYPES];
  if (type === 'boolean') return ['true', 1, ...WRONG_TYPES];
  return [...BAD_TEXT, 2_147_483_648, ...WRONG_TYPES];
}

/** Bad values for a path or query parameter, as the URL text carries them. */
export const BAD_URL_TEXT: string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  'x'.repeat(5000),
  '2147483648',
  '-1',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
];

/** Whole bodies no route should take: broken JSON, and broken or hostile multipart. */
export const BAD_BODIES: { label: string; contentType: string; body: string | Buffer }[] = [
  ...[
    '{"a":',
    '',
    'null',
    '"text"',
    '[1,2,3]',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`,
  ].map((body) => ({ label: `json ${body.slice(0, 20)}`, contentType: 'application/json', body })),
  { label: 'utf-16 json', contentType: 'application/json; charset=utf-16', body: '{}' },
  { label: 'text', contentType: 'text/plain', body: 'hello' },
  { label: 'form', contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
  ...BAD_MULTIPART_BODIES.map((bad) => ({ ...bad, label: `multipart ${bad.label}` })),
];
