import { type DatabaseConnection, sql } from '@pledgethon/db';
import { ConfigError } from './config';
import { withinDeadline } from './deadline';
import { describeFailure } from './http/dependency-failure';

const PAUSE_MS = 1_000;
// A server that accepts no connection (a firewall dropping packets) fails a try after this, so the
// start gives up at most this long after DATABASE_START_SECONDS.
const TRY_MS = 5_000;

type StartClock = { now(): number; pause(ms: number): Promise<void> };

const realClock: StartClock = {
  now: () => Date.now(),
  pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Waits for a database server that is not up yet (a container started alongside, a failover), asking
 * once a second for at most DATABASE_START_SECONDS, with one line per try naming the cause. Then it
 * gives up with one line, not a driver's stack. The embedded database has nothing to wait for.
 */
export async function waitForDatabase(
  database: DatabaseConnection,
  seconds: number,
  report: (line: string) => void = console.error,
  clock: StartClock = realClock,
): Promise<void> {
  if (database.kind !== 'postgres') return;
  const giveUpAt = clock.now() + seconds * 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      await withinDeadline(database.db.execute(sql`select 1`), TRY_MS);
      return;
    } catch (error) {
      const cause = describeFailure(error);
      const remaining = Math.ceil((giveUpAt - clock.now()) / 1000);
      if (remaining <= 0) {
        throw new ConfigError(
          `The database did not answer within ${seconds} s (${cause}); stopping. Check DATABASE_URL and that the database server runs, or wait longer with DATABASE_START_SECONDS.`,
        );
      }
      report(`The database does not answer (try ${attempt}: ${cause}); trying again for ${remaining} s more`);
      await clock.pause(Math.min(PAUSE_MS, giveUpAt - clock.now()));
    }
  }
}
