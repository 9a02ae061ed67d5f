/** What the server cannot work without, and what it calls each in the log. */
export type Dependency = 'database' | 'redis';

export const dependencyName: Record<Dependency, string> = { database: 'the database', redis: 'Redis' };

// Socket failures: the server is not there, went away, or the network between is down.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

// SQLSTATEs that say the database cannot serve now rather than that the query is wrong:
// 08 connection exception, 57P01-03 shutting down or starting, 53 out of disk, memory or connections,
// 25006 a read-only database (a standby, or writes turned off while the disk is full).
const UNAVAILABLE_SQLSTATE = /^(08|57P0[123]|53|25006$)/;

// node-postgres and PGlite say these in words only, without a code.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];

type Failure = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown; name?: unknown };

/** The error and each error it wraps (Drizzle's query error wraps the driver's; AggregateError holds several). */
function* chain(error: unknown, depth = 0): Generator<Failure> {
  if (depth > 8 || typeof error !== 'object' || error === null) return;
  const failure = error as Failure;
  yield failure;
  if (Array.isArray(failure.errors)) for (const inner of failure.errors) yield* chain(inner, depth + 1);
  yield* chain(failure.cause, depth + 1);
}

function isUnavailable(failure: Failure): boolean {
  const code = typeof failure.code === 'string' ? failure.code : '';
  const message = typeof failure.message === 'string' ? failure.message : '';
  return (
    NETWORK_CODES.has(code) ||
    UNAVAILABLE_SQLSTATE.test(code) ||
    UNAVAILABLE_MESSAGES.some((words) => message.includes(words))
  );
}

// ioredis names its own failures; a network code inside one is Redis's, not the database's.
const isRedisFailure = (failure: Failure): boolean =>
  failure.name === 'MaxRetriesPerRequestError' ||
  (typeof failure.message === 'string' &&
    /enableOfflineQueue|Connection is closed|Command timed out/.test(failure.message));

// A call to another service over HTTP (Jira, an identity provider) fails with the same socket codes,
// but says nothing of the database.
const isHttpCall = (failure: Failure): boolean => failure.message === 'fetch failed';

/** Which dependency a failure says is down, or null when it is some other failure. */
export function unavailableDependency(error: unknown): Dependency | null {
  const failures = [...chain(error)];
  if (failures.some(isRedisFailure)) return 'redis';
  if (failures.some(isHttpCall)) return null;
  return failures.some(isUnavailable) ? 'database' : null;
}

/** One line naming the cause: `connect ECONNREFUSED 127.0.0.1:5432`, not a stack of wrappers. */
export function describeFailure(error: unknown): string {
  const words = new Set<string>();
  for (const failure of chain(error)) {
    const message = typeof failure.message === 'string' ? failure.message.trim() : '';
    // Drizzle's wrapper repeats the query; the driver's cause beneath it says what went wrong.
    if (message && !message.startsWith('Failed query:')) words.add(message.split('\n')[0] ?? message);
    else if (typeof failure.code === 'string' && !message) words.add(failure.code);
  }
  return [...words].join('; ') || String(error);
}
