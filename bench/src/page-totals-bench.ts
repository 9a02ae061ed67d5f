import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type DatabaseConnection, schema, sql } from '@pledgethon/db';
import { benchEngines, withBenchDatabase } from './bench-database';
import { writeBigThon } from './big-thon';
import { median } from './stats';

/**
 * The pages that show raised, called in-process as their routes call them (the dashboard, its page of
 * participants, the landing page's query, the staff's participant list), on a Thon of the demo's size
 * and on one of 5,000 children and 50,000 pledges, on each engine, after ANALYZE. With
 * --before=<dir>, the same calls from another copy of the server's sources (main's:
 * `git archive main apps/server/src | tar -x -C <dir>`, inside this checkout so that it finds the
 * packages) alternate with this checkout's on the same data.
 *
 *   node --import tsx bench/src/page-totals-bench.ts [--before=<dir>] [--rounds=10]
 */
const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const rounds = Number(argument('rounds') ?? 10);
const before = argument('before');
const sizes = [
  { name: '168 children, 336 pledges', participants: 168, pledgesEach: 2 },
  { name: '5,000 children, 50,000 pledges', participants: 5_000, pledgesEach: 10 },
];

type Reach = { event: { id: string }; as: 'organizer'; participants: { kind: 'all' } };
type Pages = Record<string, (db: DatabaseConnection['db'], reach: Reach) => Promise<unknown>>;

async function pagesOf(root: string): Promise<Pages> {
  const features = resolve(root, 'apps/server/src/features');
  const dashboard = await import(`${features}/dashboard/dashboard.ts`);
  const landing = await import(`${features}/landing-pages/public-page.queries.ts`);
  const list = await import(`${features}/thon-participants/thon-participants.queries.ts`);
  return {
    'GetDashboard (whole Thon)': (db, reach) => dashboard.loadDashboard(db, reach),
    'GetParticipants (page 2)': (db, reach) =>
      dashboard.loadDashboardParticipants(db, reach, { page: 2, progress: 'all' }),
    'landing page (its query)': (db) => landing.findShownLandingPage(db, { address: 'bench-run' }),
    'ThonParticipants/List (page 2)': (db, reach) =>
      list.listThonParticipants(db, {
        eventId: reach.event.id,
        reach: reach.participants,
        page: 2,
        pageSize: 25,
      }),
  };
}

const versions: [string, Pages][] = [
  ...(before ? [['before', await pagesOf(before)] as [string, Pages]] : []),
  ['after', await pagesOf(fileURLToPath(new URL('../..', import.meta.url)))],
];

async function measure(connection: DatabaseConnection, engine: string, size: (typeof sizes)[number]) {
  const { db } = connection;
  const eventId = await writeBigThon(db, size);
  await db.execute(
    sql`insert into teams (event_id, name) select ${eventId}, 'Team ' || i from generate_series(1, 20) i`,
  );
  await db.execute(sql`update participants p set team_id = t.id
    from (select id, row_number() over (order by id) as n from teams where event_id = ${eventId}) t
    where p.event_id = ${eventId} and t.n = 1 + (hashtext(p.id::text) & 65535) % 20`);
  await db.insert(schema.landingPages).values({ url: 'bench-run', title: 'Bench run', eventId });
  await db.execute(sql`analyze`);
  const reach: Reach = { event: { id: eventId }, as: 'organizer', participants: { kind: 'all' } };
  const times = new Map<string, number[]>();
  // Two warm-up rounds are left out; versions alternate inside each round so both see the same machine.
  for (let round = 0; round < rounds + 2; round++) {
    for (const [version, pages] of versions) {
      for (const [page, open] of Object.entries(pages)) {
        const start = performance.now();
        await open(db, reach);
        const key = `${page}|${version}`;
        if (round >= 2) times.set(key, [...(times.get(key) ?? []), performance.now() - start]);
      }
    }
  }
  const [, afterPages] = versions.at(-1) ?? [];
  for (const page of Object.keys(afterPages ?? {})) {
    const cells = versions.map(
      ([version]) => `${median(times.get(`${page}|${version}`) ?? []).toFixed(1)} ms`,
    );
    console.log(`| ${engine} | ${size.name} | ${page} | ${cells.join(' | ')} |`);
  }
}

console.log(`rounds: ${rounds}; load average at start: ${loadavg()[0]?.toFixed(1)}`);
console.log(`| engine | Thon | call | ${versions.map(([version]) => `${version} p50`).join(' | ')} |`);
console.log(`|---|---|---|${versions.map(() => '---').join('|')}|`);
for (const engine of benchEngines) {
  for (const size of sizes) {
    await withBenchDatabase(engine, 'totals', (database) => measure(database, engine, size));
  }
}
console.log(`load average at the end: ${loadavg()[0]?.toFixed(1)}`);
