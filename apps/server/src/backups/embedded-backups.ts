import { createWriteStream } from 'node:fs';
import { chmod, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { connectDatabase } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import { lockDatabaseDir } from '../database-lock';

/**
 * The socket through which the process that holds the embedded database hands out its backups: only
 * someone who can reach the data folder can reach it, as only they could copy the folder.
 */
const backupSocketOf = (databaseDir: string) => `${databaseDir}.backup.sock`;

/**
 * The embedded database as one gzipped tarball of its folder, taken between two queries (PGlite runs
 * one at a time), after a checkpoint: what it holds is every transaction committed before it.
 */
async function dumpDatabase(pglite: PGlite): Promise<Uint8Array> {
  await pglite.exec('checkpoint');
  const tarball = await pglite.dumpDataDir('gzip');
  return new Uint8Array(await tarball.arrayBuffer());
}

/** Serves a backup of the running database to each local connection on the backup socket (online backups). */
export async function serveBackups(pglite: PGlite, databaseDir: string, log: FastifyBaseLogger) {
  const path = backupSocketOf(databaseDir);
  // A socket left by a process that died would refuse the listen; the database lock says none runs.
  await rm(path, { force: true });
  const server: Server = createServer((socket) => {
    dumpDatabase(pglite).then(
      (bytes) => socket.end(bytes),
      (error: unknown) => {
        log.error({ err: error }, 'a backup of the embedded database failed');
        socket.destroy();
      },
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(path, resolve));
  await chmod(path, 0o600);
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Asks the running server for its backup; false when no server holds the database. */
async function backUpOnline(databaseDir: string, file: string): Promise<boolean> {
  const socket = connect(backupSocketOf(databaseDir));
  const connected = await new Promise<boolean>((resolve, reject) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(false) : reject(error),
    );
  });
  if (!connected) return false;
  const draft = `${file}.partial`;
  await pipeline(socket, createWriteStream(draft));
  // A server that failed mid-way closes without a byte: that is no backup.
  if ((await stat(draft)).size === 0) {
    await rm(draft, { force: true });
    throw new Error('the running server could not make the backup: its log says why');
  }
  await rename(draft, file);
  return true;
}

/**
 * Backs up the embedded database to `file`: from the running server through its socket, or, with no
 * server running, by opening the folder itself. Answers how it was taken.
 */
export async function backUpEmbedded(databaseDir: string, file: string): Promise<'online' | 'offline'> {
  if (await backUpOnline(databaseDir, file)) return 'online';
  const lock = await lockDatabaseDir(databaseDir);
  try {
    const connection = await connectDatabase({ kind: 'pglite', dataDir: databaseDir });
    try {
      if (connection.kind !== 'pglite') throw new Error('the embedded database did not open');
      await writeFile(file, await dumpDatabase(connection.pglite));
    } finally {
      await connection.close();
    }
  } finally {
    await lock.release();
  }
  return 'offline';
}

/**
 * Replaces the embedded database with a backup; the server must be stopped (the lock says so). The
 * database it replaces is kept beside it, named in the answer, until the operator removes it.
 */
export async function restoreEmbedded(databaseDir: string, file: string): Promise<{ keptAt: string | null }> {
  const backup = new Blob([await readFile(file)]);
  const lock = await lockDatabaseDir(databaseDir);
  try {
    const keptAt = `${databaseDir}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
    const existed = await stat(databaseDir).then(
      () => true,
      () => false,
    );
    if (existed) await rename(databaseDir, keptAt);
    const connection = await connectDatabase({ kind: 'pglite', dataDir: databaseDir, loadDataDir: backup });
    await connection.close();
    return { keptAt: existed ? keptAt : null };
  } finally {
    await lock.release();
  }
}
