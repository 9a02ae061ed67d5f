import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { PLEDGE_FORM_DATA_ID } from '@pledgethon/contracts';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant, recordUnits, unique } from '@pledgethon/db/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { PUBLIC_ANSWER_TTL_MS } from '../public-thon/public-thon';

const builtPage =
  '<!doctype html><html lang="en"><head><title>PledgeThon</title></head><body><div id="root"></div></body></html>';
const dataPattern = new RegExp(`<script type="application/json" id="${PLEDGE_FORM_DATA_ID}">(.*?)</script>`);

describe('the pledge form kept a second, as the Thon page is (decision 148)', () => {
  let webDistDir = '';
  beforeAll(async () => {
    webDistDir = await mkdtemp(join(tmpdir(), 'pledgethon-pledge-'));
    await writeFile(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(webDistDir, 'pledge.html'), builtPage);
  });
  afterAll(() => rm(webDistDir, { recursive: true, force: true }));
  const server = useTestApp(() => ({ webDistDir }));
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
  // The props the page was drawn from, which the browser hydrates it with.
  const writtenProps = (html: string) => JSON.parse(dataPattern.exec(html)?.[1] ?? 'null');

  // The clock stands still from each test's start, so a form is kept for exactly its while.
  beforeEach(() => {
    vi.setSystemTime(Date.now());
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const aSecondLater = () => vi.setSystemTime(Date.now() + PUBLIC_ANSWER_TTL_MS);

  /** A Thon taking pledges with a runner, and their form's address. */
  async function openThon() {
    const event = await createEvent(server.db, { status: 'active', name: 'Birch Run', maxUnits: 40 });
    const child = await createParticipant(server.db, event.id, { firstName: 'Maya', lastName: 'Lopez' });
    return { event, child, address: `/event/${event.eventCode}/pledge?participant=${child.id}` };
  }

  it('shows each change of the Thon, its runner, its results and its card account once the second has passed', async () => {
    const { event, child, address } = await openThon();
    const thonForm = `/event/${event.eventCode}/pledge`;
    const first = await get(address);
    expect(writtenProps(first.body).form).toMatchObject({
      EventName: 'Birch Run',
      MaxUnits: 40,
      FlatDonationsOnly: false,
      Closed: false,
      TakesCards: true,
      Participant: { Id: child.id, DisplayName: 'Maya L.' },
    });
    const expectedBefore = writtenProps(first.body).form.ExpectedUnits;
    expect((await get(thonForm)).body).toContain('<h1>Give to Birch Run</h1>');

    await server.db
      .update(schema.organizations)
      .set({ name: 'Oak PTA' })
      .where(eq(schema.organizations.id, event.organizationId));
    const accountId = `acct_${unique()}`;
    await server.db.insert(schema.connectedAccounts).values({ accountId, provider: 'local' });
    await server.db
      .update(schema.events)
      .set({
        name: 'Oak Run',
        maxUnits: 30,
        flatDonationsOnly: true,
        minimumGiftCents: 500,
        fundsGoTo: 'A new library',
        unitName: 'mile',
        unitNamePlural: 'miles',
        paymentAccountId: accountId,
      })
      .where(eq(schema.events.id, event.id));
    await server.db
      .update(schema.participants)
      .set({ firstName: 'Mia' })
      .where(eq(schema.participants.id, child.id));
    await recordUnits(server.db, child.id, expectedBefore + 7);
    // Within the second, every visitor is sent the page drawn once.
    expect((await get(address)).body).toBe(first.body);

    aSecondLater();
    const later = writtenProps((await get(address)).body).form;
    expect(later).toMatchObject({
      EventName: 'Oak Run',
      OrganizationName: 'Oak PTA',
      FundsGoTo: 'A new library',
      UnitName: 'mile',
      UnitNamePlural: 'miles',
      MaxUnits: 30,
      ExpectedUnits: expectedBefore + 7,
      FlatDonationsOnly: true,
      MinimumFlatCents: 500,
      // The Thon's account cannot take charges yet (decision 135).
      TakesCards: false,
      Participant: { Id: child.id, DisplayName: 'Mia L.' },
    });
    expect((await get(thonForm)).body).toContain('<h1>Give to Oak Run</h1>');

    // The runner finishes, then the Thon: each form closes.
    await server.db
      .update(schema.participants)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(schema.participants.id, child.id));
    aSecondLater();
    expect(writtenProps((await get(address)).body).form.Closed).toBe(true);
    expect(writtenProps((await get(thonForm)).body).form.Closed).toBe(false);
    await server.db
      .update(schema.events)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(schema.events.id, event.id));
    await server.db
      .update(schema.participants)
      .set({ removedAt: new Date() })
      .where(eq(schema.participants.id, child.id));
    aSecondLater();
    expect(writtenProps((await get(thonForm)).body).form.Closed).toBe(true);
    // A removed runner is left out, as the form call leaves them.
    expect(writtenProps((await get(address)).body).form.Participant).toBeNull();
  });

  it("shows a parent's new choice of their child's name at once, as the child's page does", async () => {
    const { child, address } = await openThon();
    const parent = await createPerson(server.db, { roles: ['parent'] });
    await server.db
      .insert(schema.parentParticipants)
      .values({ parentUserId: parent.id, participantId: child.id });
    expect((await get(address)).body).toContain('Pledge to Maya L.');
    const chosen = await server.app.inject({
      method: 'POST',
      url: '/api/Parent/UpdateParticipant',
      headers: await sessionHeaders(server.db, { userId: parent.id }),
      payload: { ParticipantId: child.id, PublicFullName: true },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await get(address)).body).toContain('Pledge to Maya Lopez');
  });

  it('draws, from one kept answer, each language and sign-in mark of each visitor, and the address as written', async () => {
    const { event, child, address } = await openThon();
    const english = await get(address);
    expect(writtenProps(english.body)).toMatchObject({ language: 'en', signedIn: false });
    const spanish = await get(address, { 'accept-language': 'es' });
    expect(writtenProps(spanish.body)).toMatchObject({ language: 'es', signedIn: false });
    expect(spanish.body).toContain('Apoya a Maya L.');
    const signedIn = await get(address, { cookie: 'pledgethon.signedIn=1' });
    expect(writtenProps(signedIn.body)).toMatchObject({ language: 'en', signedIn: true });
    expect(signedIn.body).not.toContain('<h1>');
    // A language asked for by the address is kept for that visitor alone.
    const asked = await get(`${address}&lang=es`);
    expect(writtenProps(asked.body).language).toBe('es');
    expect(asked.headers['set-cookie']).toMatch(/^pledgethon\.language=es;/);
    expect((await get(address)).headers['set-cookie']).toBeUndefined();
    expect((await get(address)).body).toBe(english.body);

    // The code and participant are written as the address has them, for the form's later calls.
    const lower = await get(`/event/${event.eventCode.toLowerCase()}/pledge?participant=${child.id}`);
    expect(writtenProps(lower.body)).toMatchObject({ eventCode: event.eventCode.toLowerCase() });
    const empty = await get(`/event/${event.eventCode}/pledge?participant=`);
    const none = await get(`/event/${event.eventCode}/pledge`);
    expect(writtenProps(empty.body).participantId).toBe('');
    expect(writtenProps(none.body).participantId).toBeNull();

    const brotli = await get(address, { 'accept-encoding': 'br', 'accept-language': 'es' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(spanish.body);
  });
});
