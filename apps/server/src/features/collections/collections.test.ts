import { randomUUID } from 'node:crypto';
import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import {
  createEvent,
  createParticipant,
  createPayment,
  createPledge,
  createTeam,
  recordUnits,
} from '@pledgethon/db/testing';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe('offline pledges, bulk payment and collections', () => {
  const server = useTestApp();

  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    server.app.inject({
      method,
      url,
      headers: await sessionHeaders(server.db, { userId: who }),
      ...(payload ? { payload } : {}),
    });

  async function thon() {
    const { db } = server;
    const event = await createEvent(db, { maxUnits: 30 });
    const red = await createTeam(db, event.id, 'Red');
    const organiser = await createPerson(db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const teacher = await createPerson(db, { roles: [{ role: 'teacher', eventId: event.id }] });
    const maya = await createParticipant(db, event.id, {
      firstName: 'Maya',
      lastName: 'Lopez',
      teamId: red.id,
    });
    const eli = await createParticipant(db, event.id, {
      firstName: 'Eli',
      lastName: 'Haddad',
      teacherUserId: teacher.id,
    });
    return { event, red, organiser, teacher, maya, eli };
  }

  const offline = (event: { id: string }, fields: Record<string, unknown>) => ({
    EventId: event.id,
    ParticipantId: null,
    DonorFirstName: 'Gran',
    DonorLastName: 'Lopez',
    AmountCents: 2_000,
    PaymentType: 'cash',
    Received: true,
    IdempotencyKey: randomUUID(),
    ...fields,
  });

  it("records a cash pledge once per key with 'offline pledge created', collected at once", async () => {
    const { event, organiser, maya } = await thon();
    const request = offline(event, { ParticipantId: maya.id });
    const first = await call(organiser.id, 'POST', '/api/Collections/OfflinePledge', request);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ Message: messages.offlinePledgeCreated, Count: 1, AmountCents: 2_000 });
    const again = await call(organiser.id, 'POST', '/api/Collections/OfflinePledge', request);
    expect(again.json().Count).toBe(0);

    const summary = (await call(organiser.id, 'GET', `/api/Collections/Summary/${event.id}`)).json();
    expect(summary.Totals).toEqual({ PledgedCents: 2_000, CollectedCents: 2_000, OutstandingCents: 0 });
    expect(
      summary.Participants.find((row: { ParticipantId: string }) => row.ParticipantId === maya.id),
    ).toMatchObject({
      Name: 'Maya Lopez',
      TeamName: 'Red',
      PledgedCents: 2_000,
      CollectedCents: 2_000,
    });
    const pledges = await server.db.select().from(schema.pledges).where(eq(schema.pledges.eventId, event.id));
    expect(pledges).toMatchObject([{ isOffline: true, kind: 'flat', amountCents: 2_000 }]);
  });

  it("refuses an offline pledge under $1, for another Thon's child, and from a teacher", async () => {
    const { db } = server;
    const { event, organiser, teacher, eli } = await thon();
    const small = await call(
      organiser.id,
      'POST',
      '/api/Collections/OfflinePledge',
      offline(event, { AmountCents: 99 }),
    );
    expect(small.statusCode).toBe(400);
    expect(small.json().Message).toBe(messages.minimumPledge);
    const stranger = await createParticipant(db, (await createEvent(db)).id);
    const foreign = await call(
      organiser.id,
      'POST',
      '/api/Collections/OfflinePledge',
      offline(event, { ParticipantId: stranger.id }),
    );
    expect(foreign.json().Message).toBe(messages.selectParticipant);
    const byTeacher = await call(
      teacher.id,
      'POST',
      '/api/Collections/OfflinePledge',
      offline(event, { ParticipantId: eli.id }),
    );
    expect(byTeacher.statusCode).toBe(403);
  });

  it("pays the selected pledges' outstanding amounts in one bulk payment, and asks for its type first", async () => {
    const { db } = server;
    const { event, organiser, maya, eli } = await thon();
    const flat = await createPledge(db, maya, { amountCents: 3_000 });
    await createPayment(db, maya, { amountCents: 1_000, pledgeId: flat.id });
    const perLap = await createPledge(db, eli, { rateCents: 100 });
    await recordUnits(db, eli.id, 40);
    const notYet = await createPledge(db, maya, { rateCents: 50 });
    await db.delete(schema.results).where(eq(schema.results.participantId, maya.id));

    const open = (await call(organiser.id, 'GET', `/api/Collections/Summary/${event.id}`)).json().OpenPledges;
    expect(open.map((pledge: { OutstandingCents: number }) => pledge.OutstandingCents).sort()).toEqual([
      2_000, 3_000,
    ]);

    const untyped = await call(organiser.id, 'POST', '/api/Collections/BulkPayment', {
      EventId: event.id,
      PledgeIds: [flat.id, perLap.id],
    });
    expect(untyped.statusCode).toBe(400);
    expect(untyped.json()).toMatchObject({
      Message: messages.selectBulkPaymentType,
      Errors: { PaymentType: messages.selectBulkPaymentType },
    });
    const paid = await call(organiser.id, 'POST', '/api/Collections/BulkPayment', {
      EventId: event.id,
      PledgeIds: [flat.id, perLap.id, notYet.id],
      PaymentType: 'check',
    });
    // The per-lap pledge counts 30 laps (the event's max units), the one without results nothing.
    expect(paid.json()).toEqual({ Message: messages.collectionsUpdated, Count: 2, AmountCents: 5_000 });
    const twice = await call(organiser.id, 'POST', '/api/Collections/BulkPayment', {
      EventId: event.id,
      PledgeIds: [flat.id],
      PaymentType: 'check',
    });
    expect(twice.json().Count).toBe(0);
    const summary = (await call(organiser.id, 'GET', `/api/Collections/Summary/${event.id}`)).json();
    expect(summary.Totals).toEqual({ PledgedCents: 6_000, CollectedCents: 6_000, OutstandingCents: 0 });
    expect(summary.Teams).toEqual(
      expect.arrayContaining([
        { TeamName: 'Red', PledgedCents: 3_000, CollectedCents: 3_000, OutstandingCents: 0 },
      ]),
    );

    const other = await createEvent(db);
    const foreign = await createPledge(db, await createParticipant(db, other.id), { amountCents: 500 });
    const refused = await call(organiser.id, 'POST', '/api/Collections/BulkPayment', {
      EventId: event.id,
      PledgeIds: [foreign.id],
      PaymentType: 'cash',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('shows a teacher the collections of their class only', async () => {
    const { db } = server;
    const { event, teacher, maya, eli } = await thon();
    await createPledge(db, maya, { amountCents: 1_500 });
    await createPledge(db, eli, { amountCents: 700 });
    const summary = (await call(teacher.id, 'GET', `/api/Collections/Summary/${event.id}`)).json();
    expect(summary.Participants.map((row: { Name: string }) => row.Name)).toEqual(['Eli Haddad']);
    expect(summary.Totals).toEqual({ PledgedCents: 700, CollectedCents: 0, OutstandingCents: 700 });
  });

  it('exports pledges and collections as CSV and XLSX with formula-like cells neutralised', async () => {
    const { db } = server;
    const { event, organiser, maya } = await thon();
    await createPledge(db, maya, {
      amountCents: 1_200,
      donorFirstName: '=HYPERLINK("http://evil")',
      donorLastName: '@SUM(A1)',
    });
    await createPledge(db, maya, { amountCents: 800, donorFirstName: '+1', donorLastName: '-2' });
    await createPledge(db, maya, { amountCents: 900, donorFirstName: '\tTab', donorLastName: '\rReturn' });

    const csv = await call(
      organiser.id,
      'GET',
      `/api/Collections/Export/${event.id}?What=pledges&Format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`${event.eventCode}-pledges.csv`);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")",'@SUM(A1)`);
    expect(csv.body).toContain("'+1,'-2");
    expect(csv.body).toContain("'\tTab");
    expect(csv.body).not.toMatch(/(^|,)[=+\-@]/m);

    const xlsx = await call(
      organiser.id,
      'GET',
      `/api/Collections/Export/${event.id}?What=pledges&Format=xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells =
      workbook.worksheets[0]
        ?.getSheetValues()
        .flat()
        .filter((value) => typeof value === 'string') ?? [];
    expect(cells).toContain(`'=HYPERLINK("http://evil")`);
    expect(cells.some((value) => /^[=+\-@\t\r]/.test(String(value)))).toBe(false);

    const collections = await call(
      organiser.id,
      'GET',
      `/api/Collections/Export/${event.id}?What=collections&Format=csv`,
    );
    expect(collections.body.split('\r\n')[0]).toBe('Participant,Team,Pledged,Collected,Outstanding');
    expect(collections.body).toContain('Maya Lopez,Red,29,0,29');
  });
});
