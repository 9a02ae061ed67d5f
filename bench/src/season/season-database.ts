import { readdir } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { connectDatabase, type Executor, migrateDatabase, migrationsFolder, seedDemo } from '@pledgethon/db';
import pg from 'pg';
import { DEMO_ORGANIZER_EMAIL, writeBigThon, writeCampaignThon } from '../big-thon';
import { openCopies } from './copy-streams';
import { planSeason, type SeasonSize, seededRandom } from './season-plan';
import { SEASON_TABLES, type SeasonTable, seasonThonRows } from './season-rows';
import { countSeasonTotals, dropLoadIndexes } from './season-totals';

// Raised when what a season holds changes, so an older season database is made again.
const SEASON_SHAPE = 1;

function urlOf(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function signature(size: SeasonSize) {
  const migrations = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql')).length;
  return `pledgethon season ${SEASON_SHAPE}: ${JSON.stringify(size)}, ${migrations} migrations`;
}

/** What the bench writes by the app's own statements before the generated Thons: the demo and two big Thons. */
async function writeOpenedThons(db: Executor, children: number) {
  await seedDemo(db);
  // The Thon the load opens: the same as `npm run bench` writes alone (big-thon.ts).
  await writeCampaignThon(db, {
    participants: children,
    pledgesEach: 10,
    organizerEmail: DEMO_ORGANIZER_EMAIL,
  });
  // The completed Thon the season charges: the same as charging-bench.ts writes alone.
  await writeBigThon(db, { participants: children, pledgesEach: 10 });
}

async function countOf(client: pg.Client, table: string) {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}

async function generate(url: string, size: SeasonSize, log: (line: string) => void) {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  const database = await connectDatabase({ kind: 'postgres', connectionString: url });
  try {
    await migrateDatabase(database);
    await writeOpenedThons(database.db, size.bigChildren);
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const written = {
      thons: await countOf(client, 'events'),
      participants: await countOf(client, 'participants'),
      pledges: await countOf(client, 'pledges'),
    };
    const plan = planSeason(size, written);
    log(
      `season: the demo and two ${size.bigChildren}-child Thons written (${elapsed()}); ${plan.length} Thons to generate`,
    );
    const indexes = await dropLoadIndexes(client);
    const copies = await openCopies(url, SEASON_TABLES);
    const random = seededRandom(154);
    const now = new Date();
    let children = 0;
    for (const thon of plan) {
      const rows = seasonThonRows(thon, random, now);
      for (const table of Object.keys(rows) as SeasonTable[]) await copies.write(table, rows[table]);
      children += thon.children;
      if ((thon.index + 1) % 50 === 0 || thon.index === plan.length - 1) {
        const { pledges } = copies.rows();
        log(
          `season: ${thon.index + 1}/${plan.length} Thons, ${children} children, ${pledges} pledges copied (${elapsed()})`,
        );
      }
    }
    await copies.finish();
    log(`season: COPY done (${elapsed()}); building ${indexes.length} indexes`);
    await client.query(`set maintenance_work_mem = '512MB'`);
    for (const definition of indexes) await client.query(definition);
    log(`season: indexes built (${elapsed()}); counting the kept totals`);
    await countSeasonTotals(client);
    await client.query('vacuum (analyze)');
    log(`season: totals counted, vacuumed and analysed (${elapsed()})`);
    return { seconds: (performance.now() - started) / 1000, rows: copies.rows() };
  } finally {
    await client.end();
  }
}

/**
 * The season's database on the PostgreSQL server, `name`: made (migrated, the demo, the Thons the
 * bench opens, then the generated Thons by COPY) unless a previous run left it complete for this size
 * and these migrations, which its comment records once it is. Answers its address and, when made now,
 * how long that took.
 */
export async function seasonDatabase(
  serverUrl: string,
  name: string,
  size: SeasonSize,
  log: (line: string) => void = console.log,
) {
  const expected = await signature(size);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ comment: string | null }>(
      'select shobj_description(oid, $1) as comment from pg_database where datname = $2',
      ['pg_database', name],
    );
    const url = urlOf(serverUrl, name);
    if (rows[0]?.comment === expected) {
      log(`season: reusing the complete database ${name}`);
      return { url, generated: undefined };
    }
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    const generated = await generate(url, size, log);
    await admin.query(`comment on database "${name}" is '${expected}'`);
    return { url, generated };
  } finally {
    await admin.end();
  }
}

/**
 * A copy of the season for one run, since the run writes (sessions, the staff's views logged, a
 * charged Thon): copied file by file, quicker than through the WAL. Dropped by `drop`.
 */
export async function seasonRunCopy(serverUrl: string, season: string) {
  const name = `${season}_run`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}" template "${season}" strategy file_copy`);
  return {
    name,
    url: urlOf(serverUrl, name),
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
