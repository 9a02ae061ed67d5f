import { performance } from 'node:perf_hooks';
import {
  connectDatabase,
  type DatabaseConnection,
  eq,
  migrateDatabase,
  schema,
  seedDemo,
} from '@pledgethon/db';
import { loadDashboard } from '../../apps/server/src/features/dashboard/dashboard';
import type { ThonReach } from '../../apps/server/src/features/thons/thon-reach';
import { findThon } from '../../apps/server/src/features/thons/thon-reach.queries';

/**
 * The dashboard's one call (loadDashboard: everything the page shows at once) on the demo Thon, for
 * the whole Thon and for the demo teacher's class, on a new embedded database (and on the PostgreSQL
 * server TEST_DATABASE_URL names, in a database of its own): median and p90 of alternating calls.
 *
 *   node --import tsx bench/src/dashboard-bench.ts [rounds]
 */
const rounds = Number(process.argv[2] ?? 60);

async function measure(connection: DatabaseConnection, engine: string) {
  const { db } = connection;
  await migrateDatabase(connection);
  await seedDemo(db);
  const [demo] = await db
    .select({ id: schema.events.id })
    .from(schema.events)
    .where(eq(schema.events.eventCode, 'MAPLE26'));
  const [teacher] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, 'teacher@pledgethon.test'));
  const event = demo && (await findThon(db, { eventId: demo.id }));
  if (!event || !teacher) throw new Error('no demo Thon or teacher');
  const reaches: Record<string, ThonReach> = {
    'whole Thon': { event, as: 'organizer', participants: { kind: 'all' } },
    'teacher class': { event, as: 'teacher', participants: { kind: 'class', teacherUserId: teacher.id } },
  };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(reaches).map((key) => [key, []]));
  for (let round = 0; round < rounds + 5; round += 1) {
    for (const [name, reach] of Object.entries(reaches)) {
      const start = performance.now();
      await loadDashboard(db, reach);
      // The first rounds warm the caches and are left out.
      if (round >= 5) times[name]?.push(performance.now() - start);
    }
  }
  for (const [name, values] of Object.entries(times)) {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(1);
    console.log(`| ${engine} | ${name} | ${at(0.5)} ms | ${at(0.9)} ms |`);
  }
}

console.log(`rounds: ${rounds}; load average: ${(await import('node:os')).loadavg()[0]?.toFixed(1)}`);
console.log('| engine | reach | p50 | p90 |\n|---|---|---|---|');
const embedded = await connectDatabase({ kind: 'pglite' });
try {
  await measure(embedded, 'pglite');
} finally {
  await embedded.close();
}
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const pg = (await import('pg')).default;
  const name = `pledgethon_dashboard_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const server = await connectDatabase({ kind: 'postgres', connectionString: url.toString() });
  try {
    await measure(server, 'postgres');
  } finally {
    await server.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
