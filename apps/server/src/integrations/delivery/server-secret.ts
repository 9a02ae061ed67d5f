import { randomBytes } from 'node:crypto';
import { type Executor, eq, schema } from '@pledgethon/db';

const { serverSecrets } = schema;
// Per database handle: a process (or a test worker) may hold several databases, each with its own secrets.
// The promise is kept, so the first page of a fan-out, signing hundreds of links at once, reads it once.
const known = new WeakMap<Executor, Map<string, Promise<Buffer>>>();

async function readOrMakeSecret(db: Executor, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
  if (!row) throw new Error(`server secret ${name} vanished`);
  return Buffer.from(row.value, 'base64');
}

/**
 * A secret the server makes for itself the first time it needs one, kept in the database so every
 * process signs alike and links stay valid across restarts. It never changes once made, so each
 * process may keep its copy; a read that failed is tried again by the next ask.
 */
export function serverSecret(db: Executor, name: string): Promise<Buffer> {
  let secrets = known.get(db);
  if (!secrets) {
    secrets = new Map();
    known.set(db, secrets);
  }
  const kept = secrets.get(name);
  if (kept) return kept;
  const reading = readOrMakeSecret(db, name);
  secrets.set(name, reading);
  reading.catch(() => secrets.delete(name));
  return reading;
}
