import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

/** The tool's address with no password in it, and the environment that carries the password. */
function connectionOf(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Resolves when the tool ends well; its error output, when it fails, is the failure's message. */
function ended(tool: string, child: ChildProcess): Promise<void> {
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${tool} was not found: install PostgreSQL's client tools (Debian: postgresql-client)`)
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(errors.trim() || `${tool} ended with code ${code}`)),
    );
  });
}

/**
 * Runs one of PostgreSQL's own tools on the database. The password goes by the environment, never on
 * a command line others can list.
 */
function run(tool: string, databaseUrl: string, args: string[]): Promise<void> {
  const { url, env } = connectionOf(databaseUrl);
  return ended(tool, spawn(tool, [...args, '--dbname', url], { stdio: ['ignore', 'ignore', 'pipe'], env }));
}

/**
 * Backs up the PostgreSQL server's database with pg_dump, in its custom format: consistent while the
 * servers keep running (one snapshot), and restored by pg_restore or by `npm run restore`.
 */
export function backUpServer(databaseUrl: string, file: string): Promise<void> {
  return run('pg_dump', databaseUrl, ['--format=custom', '--no-owner', '--file', file]);
}

// Every schema of the database goes, whatever it holds, and the backup's come back. pg_restore's own
// --clean drops object by object, which PostgreSQL refuses for the constraints a partition inherits
// (the job queue's tables are partitioned).
const CLEAR_DATABASE = `
DO $$
DECLARE name text;
BEGIN
  FOR name IN SELECT nspname FROM pg_namespace
    WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'
  LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', name);
  END LOOP;
END $$;
CREATE SCHEMA public;
`;

/**
 * Restores a pg_dump backup over the server's database in one transaction: the database is replaced by
 * what the backup holds, or nothing changes if any statement fails. The servers should be stopped
 * meanwhile. pg_restore writes the backup as SQL; psql runs it after clearing the database, and commits
 * only once pg_restore has read the whole backup.
 */
export async function restoreServer(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connectionOf(databaseUrl);
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--set', 'ON_ERROR_STOP=1', '--dbname', url], {
    stdio: ['pipe', 'ignore', 'pipe'],
    env,
  });
  const applied = ended('psql', psql);
  // psql stops at the first error; what is still being written to it then goes nowhere.
  psql.stdin.on('error', () => {});
  psql.stdin.write(`BEGIN;\n${CLEAR_DATABASE}\n`);
  const restore = spawn('pg_restore', ['--no-owner', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  restore.stdout.pipe(psql.stdin, { end: false });
  const restored = Promise.all([ended('pg_restore', restore), once(restore.stdout, 'end')]).then(
    () => psql.stdin.end('COMMIT;\n'),
    (error: unknown) => {
      // No COMMIT: psql ends its session, and the transaction with it.
      psql.stdin.end();
      throw error;
    },
  );
  // Both awaited together, so neither's failure goes unheard while the other runs; psql's comes first,
  // since it stopping (a statement refused) is what then cuts pg_restore's pipe.
  const [applying, restoring] = await Promise.allSettled([applied, restored]);
  if (applying.status === 'rejected') throw applying.reason;
  if (restoring.status === 'rejected') throw restoring.reason;
}
