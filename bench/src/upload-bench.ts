import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@pledgethon/db';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { type RunningEngine, startOnPostgres } from './engines';
import { type ServerProcess, startServer } from './server-process';
import { formatMs, median } from './stats';

/**
 * The heaviest uploads the server accepts, all at once, against what everyone else is doing
 * (decision 106): the preview of a 50,000-row workbook (the row limit) by the demo organiser, and
 * four page images at the pixel limit (8000 x 5000, with transparency, so every pass runs) sent
 * together. Meanwhile one client asks `GET /api/health` and another signs the demo parent in, each
 * one call after another; their medians are set against the same calls on the idle server just
 * before. Memory is the server process's resident set, sampled every 25 ms, over what it held idle;
 * the table gives the worst round, the first on a new server being the one that grows it most.
 */
type Sample = {
  engine: 'pglite' | 'postgres';
  healthIdle: number;
  healthLoaded: number;
  signInIdle: number;
  signInLoaded: number;
  addedMb: number;
  uploadsMs: number;
  statuses: string;
};

type Files = { roster: Buffer; image: Buffer };

// Limits that would stop the benchmark's own repeated sign-ins and uploads from one address.
const UNLIMITED = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  IMAGE_UPLOADS_PER_HOUR: '1000000',
  ROSTER_UPLOADS_PER_HOUR: '1000000',
};

async function worstRoster(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Roster');
  sheet.addRow(['First Name', 'Last Name', 'Goal', 'Team', 'Grade', 'Shirt Size', 'Parent Email']);
  for (let row = 1; row <= rows; row += 1) {
    sheet.addRow([
      `Kid${row}`,
      `Runner${row}`,
      350,
      `Team ${row % 12}`,
      (row % 12) + 1,
      'YM',
      `p${row}@example.com`,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A see-through picture of patterns, which PNG packs well under the 8 MB limit. */
async function worstImage(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      pixels[at] = x & 0xff;
      pixels[at + 1] = y & 0xff;
      pixels[at + 2] = (x + y) & 0xff;
      pixels[at + 3] = 200;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

async function signIn(url: string, key: 'parent' | 'organizer'): Promise<{ token: string; ms: number }> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  const started = performance.now();
  const response = await fetch(`${url}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: account?.email, Password: DEMO_PASSWORD, RememberMe: false }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return { token: (await response.json()) as string, ms: performance.now() - started };
}

async function health(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/health`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`health answered ${response.status}`);
  return performance.now() - started;
}

/** Calls `probe` one after another until `until` settles (or `count` times when it is a number). */
async function repeat(probe: () => Promise<number>, until: Promise<unknown> | number): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  if (typeof until !== 'number') void until.finally(() => (done = true));
  while (typeof until === 'number' ? times.length < until : !done) times.push(await probe());
  return times;
}

async function post(url: string, path: string, token: string, form: FormData): Promise<string> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { Token: token }, body: form });
  await response.arrayBuffer();
  return String(response.status);
}

async function measure(running: RunningEngine, files: Files, idleCalls: number): Promise<Sample> {
  const { url } = running.server;
  const { token } = await signIn(url, 'organizer');
  const thon = (await (
    await fetch(`${url}/api/ThonParticipants/Thon/MAPLE26`, { headers: { Token: token } })
  ).json()) as { EventId: string };

  const healthIdle = await repeat(() => health(url), idleCalls);
  const signInIdle = await repeat(async () => (await signIn(url, 'parent')).ms, Math.ceil(idleCalls / 4));
  const before = (await running.server.memory()).rssMb;
  let peak = before;
  const sampler = setInterval(() => {
    void running.server.memory().then((memory) => {
      peak = Math.max(peak, memory.rssMb);
    });
  }, 25);

  const started = performance.now();
  const roster = new FormData();
  roster.set('EventId', thon.EventId);
  roster.set('File', new Blob([new Uint8Array(files.roster)]), 'roster.xlsx');
  const uploads = Promise.all([
    post(url, '/api/ThonParticipants/ImportPreview', token, roster),
    ...Array.from({ length: 4 }, (_, index) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(files.image)]), `hero-${index}.png`);
      return post(url, '/LandingPageImage/ImageUpload', token, form);
    }),
  ]).then((statuses) => ({ statuses, ms: performance.now() - started }));
  const [healthLoaded, signInLoaded, done] = await Promise.all([
    repeat(() => health(url), uploads),
    repeat(async () => (await signIn(url, 'parent')).ms, uploads),
    uploads,
  ]);
  clearInterval(sampler);
  return {
    engine: running.engine,
    healthIdle: median(healthIdle),
    healthLoaded: median(healthLoaded),
    signInIdle: median(signInIdle),
    signInLoaded: median(signInLoaded),
    addedMb: peak - before,
    uploadsMs: done.ms,
    statuses: done.statuses.join(' '),
  };
}

async function startEmbeddedOnce(): Promise<RunningEngine> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pledgethon-uploads-'));
  let server: ServerProcess;
  try {
    server = await startServer({ DATA_DIR: dataDir, ...UNLIMITED });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    engine: 'pglite',
    server,
    async close() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `rounds` rounds on each engine, the engines side by side in each round, and prints the
 * medians; the smoke run sends a small workbook and small images once, only to prove it runs.
 */
export async function runUploadBench({ rounds, smoke }: { rounds: number; smoke: boolean }) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const files = {
    roster: await worstRoster(smoke ? 100 : 50_000),
    image: smoke ? await worstImage(400, 250) : await worstImage(8_000, 5_000),
  };
  const load = () => loadavg()[0]?.toFixed(1);
  const loadBefore = load();
  const engines = [
    startEmbeddedOnce,
    ...(serverUrl ? [() => startOnPostgres(serverUrl, { env: UNLIMITED })] : []),
  ];
  const running: RunningEngine[] = [];
  const samples: Sample[] = [];
  try {
    for (const start of engines) running.push(await start());
    for (let round = 0; round < rounds; round += 1) {
      for (const engine of running) samples.push(await measure(engine, files, smoke ? 4 : 40));
    }
  } finally {
    for (const engine of running) await engine.close();
  }
  console.log(
    `\nThe heaviest accepted uploads at once (a ${(files.roster.length / 1e6).toFixed(1)} MB workbook preview and 4 images of ${(files.image.length / 1e6).toFixed(1)} MB), median of ${rounds} round(s); load average ${loadBefore} before, ${load()} after`,
  );
  console.log(
    '| engine | health idle | health loaded | × | sign-in idle | sign-in loaded | × | peak added RSS, worst round | all uploads answered | statuses |\n|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const engine of running.map((each) => each.engine)) {
    const of = samples.filter((sample) => sample.engine === engine);
    const at = (pick: (sample: Sample) => number) => median(of.map(pick));
    console.log(
      `| ${engine} | ${formatMs(at((s) => s.healthIdle))} | ${formatMs(at((s) => s.healthLoaded))} | ${at((s) => s.healthLoaded / s.healthIdle).toFixed(1)} | ${formatMs(at((s) => s.signInIdle))} | ${formatMs(at((s) => s.signInLoaded))} | ${at((s) => s.signInLoaded / s.signInIdle).toFixed(1)} | ${Math.max(...of.map((s) => s.addedMb)).toFixed(0)} MB | ${formatMs(at((s) => s.uploadsMs))} | ${[...new Set(of.map((s) => s.statuses))].join(', ')} |`,
    );
  }
}
