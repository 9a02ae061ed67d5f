import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, schema, sql } from '@pledgethon/db';
import { createTestDatabase, type TestDatabase } from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../config';
import { startMailbox, startTextProvider, waitFor } from '../../testing/message-doubles';
import { type ServerProcess, startServerProcesses } from '../../testing/server-process';
import { type DueReminderMessages, dueReminderMessages } from './testing-delivery';
import { expectEachReceivedOnce, unsettledCount } from './testing-delivery-checks';

// A claim this short lets a dead worker's messages be taken again within the test.
const CLAIM_SECONDS = 10;

// Real server processes on one PostgreSQL database sending through the SMTP and SMS doubles. Only a
// server database can be shared by processes, so this file runs in the Postgres project alone.
describe('reminder messages sent by server processes on one PostgreSQL', () => {
  const refused = new Set<string>();
  let database: TestDatabase;
  let dataDir: string;
  let config: Config;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let texts: Awaited<ReturnType<typeof startTextProvider>>;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.kind !== 'postgres') throw new Error('this file needs the PostgreSQL test database');
    dataDir = await mkdtemp(join(tmpdir(), 'pledgethon-delivery-'));
    mailbox = await startMailbox({ reject: refused });
    texts = await startTextProvider();
    const env = {
      DATABASE_URL: database.connectionString,
      DATA_DIR: dataDir,
      SEED_DEMO: 'never',
      NODE_ENV: 'test',
      SMTP_URL: mailbox.url,
      ...texts.env,
      DELIVERY_CLAIM_SECONDS: String(CLAIM_SECONDS),
    };
    config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
    servers = await startServerProcesses(env, 2);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
    await mailbox?.close();
    await texts?.close();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const scenarioWith = async (families?: number) => {
    const scenario = await dueReminderMessages({ db: database.db, config }, { families });
    for (const address of scenario.rejected) refused.add(address);
    return scenario;
  };
  /** How many of the scenario's messages the doubles have received so far. */
  const receivedOf = (scenario: DueReminderMessages) => {
    const ours = new Set([...scenario.day.emails, ...scenario.day.phones.map((phone) => `+1${phone}`)]);
    return (
      mailbox.received.filter((mail) => mail.to.some((to) => ours.has(to))).length +
      texts.received.filter((text) => ours.has(text.to)).length
    );
  };
  const settled = (scenario: DueReminderMessages, timeoutMs: number) =>
    waitFor(async () => ((await unsettledCount(database.db, scenario)) === 0 ? true : undefined), timeoutMs);
  /** Messages a worker holds now. */
  const heldNow = async () => {
    const [row] = await database.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(schema.outboxMessages)
      .where(
        and(eq(schema.outboxMessages.status, 'queued'), sql`${schema.outboxMessages.claimedUntil} > now()`),
      );
    return row?.count ?? 0;
  };
  /** Messages taken more than once: a worker held them and never said how they went. */
  const retaken = async (scenario: DueReminderMessages) => {
    const [row] = await database.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(schema.outboxMessages)
      .where(
        and(
          inArray(schema.outboxMessages.eventId, [scenario.day.event.id, scenario.night.event.id]),
          sql`${schema.outboxMessages.attempts} > 1`,
        ),
      );
    return row?.count ?? 0;
  };

  /**
   * Kills `victim` while it holds a batch. Frozen, it can neither finish nor take a batch, and the
   * other process holds one batch (25) at most: more held means the frozen one holds some. A victim
   * caught between batches goes on and is caught again.
   */
  const killMidBatch = async (victim: ServerProcess, scenario: DueReminderMessages) => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      victim.pause();
      const holding = await waitFor(async () => ((await heldNow()) > 25 ? true : undefined), 2_000).catch(
        () => false,
      );
      if (holding) return victim.kill();
      victim.resume();
      // Caught between batches: let the sending go on before the next try.
      const sent = receivedOf(scenario);
      await waitFor(() => (receivedOf(scenario) > sent ? true : undefined), 20_000);
    }
    throw new Error('the process was never caught holding a batch');
  };

  // Enough messages that the killer catches a process holding a batch before the other sends them all.
  it('reach each of 10,000 recipients once when one of two processes is killed mid-batch', async () => {
    const scenario = await scenarioWith(4_995);
    expect(await scenario.fanOut()).toBe(10_000);
    await waitFor(() => (receivedOf(scenario) >= 2_000 ? true : undefined), 60_000);
    const [killed] = servers.splice(0, 1);
    if (!killed) throw new Error('no process to kill');
    await killMidBatch(killed, scenario);
    await settled(scenario, 150_000);

    const { repeatedMailIds } = expectEachReceivedOnce(scenario, mailbox.received, texts.received);
    // The killed process held a batch: the survivor took it again once its claim lapsed.
    expect(await retaken(scenario)).toBeGreaterThan(0);
    // Of it, e-mails already handed to SMTP went again under the same Message-ID (decision 095).
    expect(repeatedMailIds).toBeLessThanOrEqual(25);
  }, 300_000);

  it('reach each recipient once when PostgreSQL drops every connection while they send', async () => {
    const scenario = await scenarioWith();
    expect(await scenario.fanOut()).toBe(2_000);
    await waitFor(() => (receivedOf(scenario) >= 300 ? true : undefined), 60_000);
    // As a database restart does: every session of this database ends, mid-query or idle.
    if (database.kind !== 'postgres') throw new Error('PostgreSQL only');
    const { pool } = database;
    const others = 'from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()';
    for (let cut = 0; cut < 3; cut += 1) {
      await pool.query(`select pg_terminate_backend(pid) ${others}`);
      // Cut again once the processes are back on the database.
      await waitFor(async () => {
        const { rows } = await pool.query<{ count: number }>(`select count(*)::int as count ${others}`);
        return (rows[0]?.count ?? 0) > 0 ? true : undefined;
      }, 60_000);
    }
    await settled(scenario, 150_000);

    const { repeatedMailIds } = expectEachReceivedOnce(scenario, mailbox.received, texts.received);
    // The processes lived: what they sent while the database was away they recorded once it was back.
    expect(repeatedMailIds).toBe(0);
    const health = await Promise.all(servers.map((server) => fetch(`${server.url}/api/health`)));
    expect(health.map((answer) => answer.status)).toEqual(servers.map(() => 200));
  }, 300_000);
});
