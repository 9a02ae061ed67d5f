import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel migration 0017's triggers notify when a session's context may have changed. */
const CHANNEL = 'session_context';
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'pledgethon session context';
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;

export type SessionContextWatcher = {
  /** The context of the session with this token hash may have changed; null: of any session. */
  changed(tokenHash: string | null): void;
  /** Whether changes are heard from now on; while they are not, nothing may be remembered. */
  hearing(isHearing: boolean): void;
};

/** Who is told when a session's context may have changed, on every process of one database. */
export type SessionContextChanges = {
  /** Starts telling the watcher; answers how to stop. */
  watch(watcher: SessionContextWatcher): () => void;
};

class Watchers implements SessionContextChanges {
  private readonly watchers = new Set<SessionContextWatcher>();
  private isHearing = false;

  constructor(private readonly onFirstWatch: () => void = () => {}) {}

  watch(watcher: SessionContextWatcher): () => void {
    if (this.watchers.size === 0) this.onFirstWatch();
    this.watchers.add(watcher);
    if (this.isHearing) watcher.hearing(true);
    return () => {
      this.watchers.delete(watcher);
    };
  }

  changed(payload: string | undefined): void {
    const tokenHash = payload || null;
    for (const watcher of this.watchers) watcher.changed(tokenHash);
  }

  hearing(isHearing: boolean): void {
    if (isHearing === this.isHearing) return;
    this.isHearing = isHearing;
    for (const watcher of this.watchers) watcher.hearing(isHearing);
  }
}

/** One engine, one process: PGlite tells its listeners before the changing query returns. */
export async function pgliteSessionContextChanges(pglite: PGlite): Promise<SessionContextChanges> {
  const watchers = new Watchers();
  await pglite.listen(CHANNEL, (payload) => watchers.changed(payload));
  watchers.hearing(true);
  return watchers;
}

/**
 * On PostgreSQL, every pooled connection listens too (the pool's onConnect is listenOn) and tells of
 * its own commits: those are heard before the commit returns, so this process never serves a
 * context it has itself just changed. Other processes' changes arrive on one connection of its own,
 * which reconnects when it is lost; until it listens again the watchers hear nothing. Each change
 * is told once: a pooled connection ignores others' commits, the listener this process's.
 */
export function postgresSessionContextChanges(connectionString: string): SessionContextChanges & {
  listenOn(pooled: pg.ClientBase): Promise<void>;
  close(): Promise<void>;
} {
  let client: pg.Client | undefined;
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  const watchers = new Watchers(() => void listen());
  // The server process ids of this process's pooled connections.
  const ownBackends = new Set<number>();

  const onNotification = (message: pg.Notification) => {
    if (message.channel === CHANNEL && !ownBackends.has(message.processId)) watchers.changed(message.payload);
  };

  function lost(lostClient: pg.Client): void {
    if (client !== lostClient) return;
    client = undefined;
    watchers.hearing(false);
    lostClient.end().catch(() => {});
    if (closed) return;
    retry = setTimeout(() => void listen(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  async function listen(): Promise<void> {
    if (closed || client) return;
    const listener = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    client = listener;
    listener.on('notification', onNotification);
    listener.on('error', () => lost(listener));
    listener.on('end', () => lost(listener));
    try {
      await listener.connect();
      await listener.query(`LISTEN ${CHANNEL}`);
    } catch {
      lost(listener);
      return;
    }
    if (client !== listener) return;
    retryMs = RETRY_FIRST_MS;
    watchers.hearing(true);
  }

  return {
    watch: (watcher) => watchers.watch(watcher),
    listenOn: async (pooled) => {
      await pooled.query(`LISTEN ${CHANNEL}`);
      const backend = (pooled as pg.ClientBase & { processID: number }).processID;
      ownBackends.add(backend);
      pooled.on('end', () => ownBackends.delete(backend));
      pooled.on('notification', (message) => {
        if (message.channel === CHANNEL && message.processId === backend) watchers.changed(message.payload);
      });
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const listener = client;
      client = undefined;
      watchers.hearing(false);
      await listener?.end().catch(() => {});
    },
  };
}
