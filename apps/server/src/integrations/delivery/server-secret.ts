import { randomBytes } from 'node:crypto';
import { type Executor, eq, schema } from '@pledgethon/db';

const { serverSecrets } = schema;
// Per database handle: a process (or a test worker) may hold several databases, each with its own secrets.
const known = new WeakMap<Executor, Map<string, Buffer>>();

/**
 * A secret the server makes for itself the first time it needs one, kept in the database so every
 * process signs alike and links stay valid across restarts. It never changes once made, so each
 * process may keep its copy.
 */
export async function serverSecret(db: Executor, name: string): Promise<Buffer> {
  let secrets = known.get(db);
  if (!secrets) {
    secrets = new Map();
    known.set(db, secrets);
  }
  const cached = secrets.get(name);
  if (cached) return cached;
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
  if (!row) throw new Error(`server secret ${name} vanished`);
  const secret = Buffer.from(row.value, 'base64');
  secrets.set(name, secret);
  return secret;
}
