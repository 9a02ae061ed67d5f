import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type DatabaseConnection, schema, sql } from '@pledgethon/db';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { testPayments } from '../../apps/server/src/integrations/payments/test-payments';
import { startJobQueue } from '../../apps/server/src/jobs/job-queue';
import { createPerson, sessionHeaders } from '../../apps/server/src/testing/people';
import { benchEngines, withBenchDatabase } from './bench-database';
import { median } from './stats';

/**
 * The lap counter on event day, on each engine: (a) scans per second one server process accepts when
 * 50 devices sync batches at once over HTTP (each scan a new row; the answer carries the counts), and
 * (b) the live board's delay: from a one-scan sync being answered to the server-sent event that shows
 * it arriving on an open stream.
 */
const smoke = process.argv.includes('--smoke');
const DEVICES = 50;
const BATCHES_EACH = smoke ? 1 : 10;
const SCANS_PER_BATCH = smoke ? 5 : 100;
const RUNNERS = 400;
const LATENCY_ROUNDS = smoke ? 2 : 20;

/** A Thon of RUNNERS participants on 4 teams and its organiser's session headers. */
async function countingThon(database: DatabaseConnection) {
  const { db } = database;
  const [organization] = await db
    .insert(schema.organizations)
    .values({ name: 'Bench Elementary', type: 'Elementary School' })
    .returning();
  const [event] = await db
    .insert(schema.events)
    .values({
      organizationId: organization?.id ?? '',
      name: 'Bench Fun Run',
      eventCode: 'BENCHLAPS',
      eventDate: '2026-11-01',
      timeZone: 'America/Chicago',
      unitName: 'lap',
      unitNamePlural: 'laps',
      maxUnits: 100_000,
      goalCents: 10_000_000,
      status: 'active',
    })
    .returning();
  const eventId = event?.id ?? '';
  await db.execute(
    sql`insert into teams (event_id, name) select ${eventId}, 'Team ' || i from generate_series(1, 4) i`,
  );
  await db.execute(sql`insert into participants (event_id, team_id, first_name, last_name, access_code)
    select ${eventId}, (select id from teams where event_id = ${eventId} order by name offset (i % 4) limit 1),
      'Kid' || i, 'Runner', 'BENCHLAPS-' || i from generate_series(1, ${RUNNERS}) i`);
  const runners = (
    await db
      .select({ id: schema.participants.id })
      .from(schema.participants)
      .where(sql`event_id = ${eventId}`)
  ).map((row) => row.id);
  const organiser = await createPerson(db, { roles: [{ role: 'organizer', eventId }] });
  const headers = {
    ...(await sessionHeaders(db, { userId: organiser.id })),
    'Content-Type': 'application/json',
  };
  return { eventId, runners, headers };
}

// Each scan a minute after the one before, so none falls within another's guard time (decision 099)
// and every scan adds a lap to the counts and the board.
let clock = Date.UTC(2026, 10, 1, 9);
const scan = (participantId: string) => {
  clock += 60_000;
  return { Id: randomUUID(), ParticipantId: participantId, ScannedAt: new Date(clock).toISOString() };
};

async function measure(engine: 'pglite' | 'postgres', database: DatabaseConnection) {
  const dataDir = await mkdtemp(join(tmpdir(), 'pledgethon-laps-app-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const logger = pino({ level: 'silent' });
  const jobs = await startJobQueue(database, logger);
  const app = await buildApp({
    config,
    database,
    jobs,
    payments: testPayments,
    logger,
    version: 'bench',
    webDistDir: join(tmpdir(), 'none'),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { eventId, runners, headers } = await countingThon(database);
    const sync = async (device: string, participantIds: string[]) => {
      const answer = await fetch(`${address}/api/LapCounter/Sync`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ EventId: eventId, DeviceId: device, Scans: participantIds.map(scan) }),
      });
      if (!answer.ok) throw new Error(`sync answered ${answer.status}: ${await answer.text()}`);
    };

    // (a) 50 devices, each sending its batches one after another, all devices at once.
    const started = performance.now();
    await Promise.all(
      Array.from({ length: DEVICES }, async (_, device) => {
        for (let batch = 0; batch < BATCHES_EACH; batch += 1) {
          const ids = Array.from(
            { length: SCANS_PER_BATCH },
            (_, index) => runners[(device * 7 + batch * 13 + index) % runners.length] ?? '',
          );
          await sync(`device-${device}`, ids);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const total = DEVICES * BATCHES_EACH * SCANS_PER_BATCH;
    const [kept] = await database.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(schema.lapScans);
    if (kept?.count !== total) throw new Error(`kept ${kept?.count} scans of ${total}`);

    // (b) The board's delay, with one stream open as a big screen keeps it.
    const hangUp = new AbortController();
    const stream = await fetch(`${address}/api/LapCounter/LiveStream/BENCHLAPS`, { signal: hangUp.signal });
    const reader = stream.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let buffer = '';
    const nextTotal = async (): Promise<number> => {
      for (;;) {
        const match = /event: board\ndata: (.*)\n\n/.exec(buffer);
        if (match?.[1]) {
          buffer = buffer.slice((match.index ?? 0) + match[0].length);
          return (JSON.parse(match[1]) as { TotalUnits: number }).TotalUnits;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    let shown = await nextTotal();
    const delays: number[] = [];
    for (let round = 0; round < LATENCY_ROUNDS; round += 1) {
      await sync('gate', [runners[round % runners.length] ?? '']);
      const answered = performance.now();
      while (shown < total + round + 1) shown = await nextTotal();
      delays.push(performance.now() - answered);
      // Between rounds the next scan lands at a random point of the hub's tick, as real scans do.
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
    hangUp.abort();
    return {
      engine,
      scans: total,
      perSecond: Math.round(total / seconds),
      seconds,
      median: median(delays),
      max: Math.max(...delays),
    };
  } finally {
    await app.close();
    await jobs.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const rows: string[] = [];
for (const engine of benchEngines) {
  const result = await withBenchDatabase(engine, 'laps', (database) => measure(engine, database));
  rows.push(
    `| ${result.engine} | ${DEVICES} × ${BATCHES_EACH} × ${SCANS_PER_BATCH} | ${result.scans} | ${result.seconds.toFixed(1)} s | ${result.perSecond} | ${result.median.toFixed(0)} ms | ${result.max.toFixed(0)} ms |`,
  );
}
console.log(
  '\n| engine | devices × batches × scans | scans | time | scans/s | board delay median | board delay max |\n|---|---|---|---|---|---|---|',
);
for (const row of rows) console.log(row);
process.exit(0);
