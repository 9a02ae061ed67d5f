import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type RunningEngine, startOnPostgres } from './engines';
import { startServer } from './server-process';

/**
 * Importing a participant list through the real server (`npm run serve`, production mode), as the
 * demo organiser does from the import page: one multipart POST of a CSV file to
 * /api/ThonParticipants/Import. Time is the whole request; memory is the server process's resident
 * set, its peak reset just before the import (Linux clear_refs), so the start-up peak does not count.
 */
const SIZES = process.argv.includes('--smoke') ? [100] : [5_000, 50_000];
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

function roster(rows: number, tag: string): Buffer {
  const lines = ['First Name,Last Name,Goal,Team,Grade,Shirt Size,Parent Email'];
  for (let i = 1; i <= rows; i += 1) {
    lines.push(
      `Kid${tag}${i},Runner${i},$350.00,Bench Team ${i % 12},${(i % 12) + 1},YM,parent${i}@example.com`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

async function startEmbeddedOnce(): Promise<RunningEngine> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pledgethon-import-'));
  const server = await startServer({ DATA_DIR: dataDir });
  return {
    engine: 'pglite',
    server,
    async close() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function signInAsOrganizer(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: 'organizer@pledgethon.test', Password: 'Demo2026', RememberMe: false }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const token = (await response.json()) as string;
  return { Token: token, TimeZoneName: 'America/Chicago' };
}

async function resetPeak(pid: number): Promise<void> {
  // "5" resets the peak resident set size (VmHWM) of the process to its current size.
  await writeFile(`/proc/${pid}/clear_refs`, '5');
}

async function peakMb(pid: number): Promise<{ rssMb: number; peakMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

type Row = { engine: string; rows: number; ms: number; beforeMb: number; peakMb: number; imported: number };

async function measure(running: RunningEngine): Promise<Row[]> {
  const { url, pid } = running.server;
  const headers = await signInAsOrganizer(url);
  const thon = (await (await fetch(`${url}/api/ThonParticipants/Thon/MAPLE26`, { headers })).json()) as {
    EventId: string;
  };
  const results: Row[] = [];
  for (const size of SIZES) {
    const form = new FormData();
    form.set('EventId', thon.EventId);
    form.set('Strict', 'false');
    form.set(
      'File',
      new Blob([new Uint8Array(roster(size, `${size}x`))], { type: 'text/csv' }),
      `roster-${size}.csv`,
    );
    await resetPeak(pid);
    const before = await peakMb(pid);
    const started = performance.now();
    const response = await fetch(`${url}/api/ThonParticipants/Import`, {
      method: 'POST',
      headers,
      body: form,
    });
    const ms = performance.now() - started;
    const body = (await response.json()) as { Imported?: number; Message?: string };
    if (!response.ok || body.Imported !== size)
      throw new Error(`import failed: ${response.status} ${JSON.stringify(body)}`);
    const after = await peakMb(pid);
    results.push({
      engine: running.engine,
      rows: size,
      ms,
      beforeMb: before.rssMb,
      peakMb: after.peakMb,
      imported: body.Imported,
    });
  }
  return results;
}

const rows: Row[] = [];
for (const start of [startEmbeddedOnce, ...(serverUrl ? [() => startOnPostgres(serverUrl)] : [])]) {
  const running = await start();
  try {
    rows.push(...(await measure(running)));
  } finally {
    await running.close();
  }
}
console.log('| engine | rows | time | server RSS before | server peak RSS during | peak − before |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.engine} | ${row.rows.toLocaleString('en-US')} | ${Math.round(row.ms)} ms | ${Math.round(row.beforeMb)} MB | ${Math.round(row.peakMb)} MB | ${Math.round(row.peakMb - row.beforeMb)} MB |`,
  );
}
