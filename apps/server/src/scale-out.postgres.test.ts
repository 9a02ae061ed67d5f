import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, schema } from '@pledgethon/db';
import {
  createEvent,
  createParticipant,
  createShopProduct,
  createShopVendor,
  createTestDatabase,
  type TestDatabase,
  unique,
} from '@pledgethon/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_CHECK_MS } from './features/utilities/cache';
import { createPerson, sessionHeaders } from './testing/people';
import { type ServerProcess, startServerProcesses } from './testing/server-process';

const LIMIT = 5;

// Two real server processes on one PostgreSQL database, as behind a load balancer. Only a server
// database can be shared by processes, so this file runs in the Postgres project alone.
describe('two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let dataDir: string;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.kind !== 'postgres') throw new Error('this file needs the PostgreSQL test database');
    dataDir = await mkdtemp(join(tmpdir(), 'pledgethon-scale-out-'));
    const env = {
      DATABASE_URL: database.connectionString,
      DATA_DIR: dataDir,
      // Both processes keep images in the one folder, as a shared mount would give them.
      SERVER_PROCESSES: '2',
      IMAGES_DIR: dataDir,
      SEED_DEMO: 'never',
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    };
    servers = await startServerProcesses(env, 2);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const post = (server: ServerProcess | undefined, path: string, body: object) =>
    fetch(`${server?.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('share the per-address limit: requests split over both hit 429 at the same total as on one', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT + 3; attempt++) {
      const response = await post(servers[attempt % 2], '/authentication/login', {
        Username: `nobody-${unique()}@example.com`,
        Password: 'wrong1',
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429, 429]);
  });

  it('clear the reference cache on both when one is asked to', async () => {
    const [first, second] = servers;
    const admin = await createPerson(database.db, { roles: ['super_admin'] });
    const headers = await sessionHeaders(database.db, { userId: admin.id });
    const skus = async (server: ServerProcess | undefined) => {
      const response = await fetch(`${server?.url}/api/Shop/GetProducts?category=Marketing`, { headers });
      return ((await response.json()) as { Name: string }[]).map((product) => product.Name);
    };
    await Promise.all([skus(first), skus(second)]);
    const sku = `MKT-${unique()}`;
    const vendor = await createShopVendor(database.db);
    await createShopProduct(database.db, vendor.id, { name: sku, category: 'Marketing' });
    expect(await skus(second)).not.toContain(sku);

    const cleared = await fetch(`${first?.url}/api/utilities/clearcache`, { headers });
    expect(cleared.status).toBe(200);
    expect(await skus(first)).toContain(sku);
    // The other process hears of the clear at its next look at the generation, within a check's while.
    await expect
      .poll(() => skus(second), { timeout: GENERATION_CHECK_MS * 10, interval: 100 })
      .toContain(sku);
  });

  it('see a role taken away and a sign-out made elsewhere, as soon as the database tells them', async () => {
    const [first, second] = servers;
    const event = await createEvent(database.db);
    const organiser = await createPerson(database.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const headers = await sessionHeaders(database.db, { userId: organiser.id });
    const current = (server: ServerProcess | undefined) =>
      fetch(`${server?.url}/api/Session/Current`, { headers });
    const role = async (server: ServerProcess | undefined) =>
      ((await (await current(server)).json()) as { Role: string }).Role;
    // Both read the context now and remember it for SESSION_CONTEXT_TTL_MS: a change seen within
    // the second below was heard, not waited out. Another process's change arrives a moment after
    // its commit, so the checks poll.
    const heard = { timeout: 1_000, interval: 10 };
    expect([await role(first), await role(second)]).toEqual(['organizer', 'organizer']);

    await database.db.delete(schema.userRoles).where(eq(schema.userRoles.userId, organiser.id));
    await expect.poll(() => role(first), heard).toBe('guest');
    await expect.poll(() => role(second), heard).toBe('guest');

    expect((await fetch(`${first?.url}/api/auth/logout`, { headers })).status).toBe(200);
    expect((await current(first)).status).toBe(401);
    await expect.poll(async () => (await current(second)).status, heard).toBe(401);
  });

  it('show a scan synced to one on the live board streamed by the other', async () => {
    const [first, second] = servers;
    const event = await createEvent(database.db);
    const runner = await createParticipant(database.db, event.id);
    const organiser = await createPerson(database.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const headers = await sessionHeaders(database.db, { userId: organiser.id });
    const hangUp = new AbortController();
    const stream = await fetch(`${second?.url}/api/LapCounter/LiveStream/${event.eventCode}`, {
      signal: hangUp.signal,
    });
    const reader = stream.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let text = '';
    const boardWith = async (total: number) => {
      while (!text.includes(`"TotalUnits":${total},`)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += decoder.decode(value, { stream: true });
      }
    };
    await boardWith(0);
    const synced = await fetch(`${first?.url}/api/LapCounter/Sync`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        EventId: event.id,
        DeviceId: 'gate',
        Scans: [{ Id: randomUUID(), ParticipantId: runner.id, ScannedAt: new Date().toISOString() }],
      }),
    });
    expect(synced.status).toBe(200);
    await boardWith(1);
    hangUp.abort();
  });
});
