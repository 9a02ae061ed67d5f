import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { connectDatabase, type DatabaseConnection } from '@pledgethon/db';

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A port nothing listens on: a connection to it is refused at once, as to a stopped server. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  probe.close();
  await once(probe, 'close');
  return port;
}

/**
 * A database that is down, on the engine the test runs on: a PostgreSQL whose every connection is
 * accepted and then closed (a server restarting, a proxy whose backend is gone), or a closed PGlite.
 */
export async function deadDatabase(kind: DatabaseConnection['kind']): Promise<{
  database: DatabaseConnection;
  close(): Promise<void>;
}> {
  if (kind === 'pglite') {
    const database = await connectDatabase({ kind: 'pglite' });
    await database.close();
    return { database, close: async () => {} };
  }
  const hangUp = createServer((socket) => socket.destroy());
  const port = await listen(hangUp);
  const database = await connectDatabase({
    kind: 'postgres',
    connectionString: `postgres://postgres@127.0.0.1:${port}/gone`,
  });
  return {
    database,
    async close() {
      await database.close();
      hangUp.close();
      await once(hangUp, 'close');
    },
  };
}
