import type { FastifyRequest } from 'fastify';
import pino, { type LoggerOptions } from 'pino';

/** The most of any one text a log line keeps: enough to recognise it, never a whole upload. */
export const MAX_LOGGED_CHARS = 500;
// Stacks are ours, not the client's, and worth more room; the message inside is capped first.
const MAX_STACK_CHARS = 4_000;
const MAX_DEPTH = 4;
const MAX_ENTRIES = 50;

// Fields that carry credentials (sessions, passwords, access codes), and in URLs also the query
// parameters of reset links, QR logins and OAuth returns. Not "code" in objects: errors have codes.
const SECRET_FIELDS = new Set([
  'token',
  'tkn',
  'bearertoken',
  'password',
  'accesscode',
  'authorization',
  'cookie',
  'captchaanswer',
  'secret',
]);
const SECRET_QUERY = new Set([...SECRET_FIELDS, 'code', 'state']);
const REDACTED = '[redacted]';

const isSecretField = (name: string) => SECRET_FIELDS.has(name.toLowerCase());

function capText(text: string, max = MAX_LOGGED_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max)}…[${text.length - max} more]`;
}

/** The value with every text capped, credentials replaced, and depth and width bounded. */
function capValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return capText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[nested]';
  if (Array.isArray(value)) return value.slice(0, MAX_ENTRIES).map((item) => capValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, MAX_ENTRIES)
      .map(([name, item]) => [capText(name), isSecretField(name) ? REDACTED : capValue(item, depth + 1)]),
  );
}

/** A request URL fit for a log: query values that are credentials replaced, the whole capped. */
function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return capText(url);
  const params = new URLSearchParams(url.slice(query + 1));
  for (const name of new Set(params.keys())) {
    if (SECRET_QUERY.has(name.toLowerCase())) params.set(name, REDACTED);
  }
  return capText(`${url.slice(0, query)}?${params.toString()}`);
}

// Keys the serializers below turn into plain values after the log formatter has run.
const SERIALIZED = new Set(['req', 'res', 'err']);

function loggedField(name: string, value: unknown): unknown {
  if (SERIALIZED.has(name)) return value;
  if (isSecretField(name)) return REDACTED;
  // The one-line request log records the URL as it came.
  if (name === 'url' && typeof value === 'string') return loggedUrl(value);
  return capValue(value, 1);
}

/**
 * Options every logger of the server is made with: what a client sent (URL, host, body, error
 * messages quoting its input) reaches the log capped at MAX_LOGGED_CHARS, and credentials never.
 */
export const logLimits = {
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: loggedUrl(request.url),
      host: capText(request.host ?? ''),
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
    err: (error: Error) => {
      const { type, message, stack, ...rest } = pino.stdSerializers.err(error);
      return {
        ...(capValue(rest) as object),
        type,
        message: capText(message),
        stack: capText(stack, MAX_STACK_CHARS),
      };
    },
  },
  formatters: {
    log: (object: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(object).map(([name, value]) => [name, loggedField(name, value)])),
  },
  hooks: {
    logMethod(args, method) {
      const capped = args.map((arg) => (typeof arg === 'string' ? capText(arg) : arg));
      method.apply(this, capped as Parameters<typeof method>);
    },
  },
} satisfies LoggerOptions;
