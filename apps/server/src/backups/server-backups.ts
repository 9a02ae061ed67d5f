import { spawn } from 'node:child_process';

/**
 * Runs one of PostgreSQL's own tools on the database; its error output, when it fails, is the
 * failure's message. The password goes by the environment, never on a command line others can list.
 */
function run(tool: string, databaseUrl: string, args: string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, '--dbname', url.toString()], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env,
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
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
 * Backs up the PostgreSQL server's database with pg_dump, in its custom format: consistent while the
 * servers keep running (one snapshot), and restored by pg_restore or by `npm run restore`.
 */
export function backUpServer(databaseUrl: string, file: string): Promise<void> {
  return run('pg_dump', databaseUrl, ['--format=custom', '--no-owner', '--file', file]);
}

/**
 * Restores a pg_dump backup over the server's database in one transaction: every table it holds is
 * replaced, or nothing is, if any statement fails. The servers should be stopped meanwhile.
 */
export function restoreServer(databaseUrl: string, file: string): Promise<void> {
  return run('pg_restore', databaseUrl, [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    file,
  ]);
}
