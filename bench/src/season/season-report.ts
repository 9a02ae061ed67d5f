import { readFile } from 'node:fs/promises';
import pg from 'pg';

const BULK_TABLES = [
  'pledges',
  'payments',
  'participants',
  'results',
  'parent_participants',
  'users',
  'user_roles',
  'event_day_totals',
];

async function query<Row extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end();
  }
}

const mb = (bytes: number | string) => `${Math.round(Number(bytes) / 1_048_576)} MB`;

/** The season's bulk tables: rows, heap, indexes and the whole, then each index of pledges and participants. */
export async function printSizes(url: string) {
  const tables = await query<{ name: string; rows: string; heap: string; indexes: string; total: string }>(
    url,
    `select c.relname as name, c.reltuples::bigint as rows, pg_relation_size(c.oid) as heap,
       pg_indexes_size(c.oid) as indexes, pg_total_relation_size(c.oid) as total
     from pg_class c where c.relname = any($1) and c.relkind = 'r' order by pg_total_relation_size(c.oid) desc`,
    [BULK_TABLES],
  );
  const [database] = await query<{ size: string }>(
    url,
    'select pg_database_size(current_database()) as size',
  );
  console.log(`\nSeason sizes (whole database ${mb(database?.size ?? 0)})`);
  console.log('| table | rows (estimate) | heap | indexes | total |\n|---|---|---|---|---|');
  for (const t of tables)
    console.log(
      `| ${t.name} | ${Number(t.rows).toLocaleString('en-US')} | ${mb(t.heap)} | ${mb(t.indexes)} | ${mb(t.total)} |`,
    );
  const indexes = await query<{ table: string; name: string; size: string }>(
    url,
    `select tablename as table, indexname as name, pg_relation_size(format('%I', indexname)::regclass) as size
     from pg_indexes where schemaname = 'public' and tablename in ('pledges', 'participants', 'payments')
     order by tablename, indexname`,
  );
  console.log('\n| table | index | size |\n|---|---|---|');
  for (const i of indexes) console.log(`| ${i.table} | ${i.name} | ${mb(i.size)} |`);
}

async function rssOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return {
    rss: kb('VmRSS') * 1024,
    peak: kb('VmHWM') * 1024,
    shared: (kb('RssShmem') + kb('RssFile')) * 1024,
  };
}

/** Call before the load: the cache hit ratio then counts the load's reads only. */
export async function resetStatistics(url: string) {
  await query(url, 'select pg_stat_reset()');
}

/**
 * What PostgreSQL needed under the load: the memory settings in force, the resident memory of the
 * backends serving the season (their own and the shared buffers they touched, read from /proc, so
 * only when PostgreSQL runs on this machine), and how much of what they read was in shared buffers.
 */
export async function printMemory(url: string) {
  const settings = await query<{ name: string; setting: string; unit: string | null }>(
    url,
    `select name, setting, unit from pg_settings
     where name in ('shared_buffers', 'work_mem', 'maintenance_work_mem', 'effective_cache_size', 'max_connections')
     order by name`,
  );
  console.log('\nPostgreSQL memory settings in force');
  console.log(settings.map((s) => `${s.name} = ${s.setting}${s.unit ? ` × ${s.unit}` : ''}`).join('; '));
  const backends = await query<{ pid: number }>(
    url,
    `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  const memory = await Promise.all(backends.map((b) => rssOf(b.pid)));
  const sum = (pick: (m: Awaited<ReturnType<typeof rssOf>>) => number) =>
    memory.reduce((total, m) => total + pick(m), 0);
  console.log(
    `${backends.length} backends on the season: RSS ${mb(sum((m) => m.rss))} in all (of it ${mb(sum((m) => m.shared))} shared buffers and files, counted once per backend that touched them), own memory ${mb(sum((m) => m.rss - m.shared))}; the largest backend's peak RSS ${mb(Math.max(0, ...memory.map((m) => m.peak)))}`,
  );
  const [hits] = await query<{ hit: string; read: string; temp: string }>(
    url,
    `select blks_hit as hit, blks_read as read, temp_bytes as temp from pg_stat_database where datname = current_database()`,
  );
  const hit = Number(hits?.hit ?? 0);
  const read = Number(hits?.read ?? 0);
  console.log(
    `cache hit ratio during the load: ${((100 * hit) / Math.max(1, hit + read)).toFixed(2)} % (${hit} hits, ${read} reads from outside shared buffers); temporary files ${mb(hits?.temp ?? 0)}`,
  );
}
