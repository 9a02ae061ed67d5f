import { and, eq, schema } from '@pledgethon/db';
import {
  createEvent,
  createParticipant,
  createPayment,
  createPledge,
  createTeam,
  recordUnits,
} from '@pledgethon/db/testing';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { EXPORT_PAGE_ROWS } from './thon-export';

const FILES = ['participants.csv', 'pledges.csv', 'payments.csv', 'results.csv', 'messages.csv'];

/** The rows of a CSV file as records by header (the export's cells hold no line breaks here). */
function csvRecords(text: string): Record<string, string>[] {
  const split = (line: string) =>
    [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
      .map((match) => match[1] ?? '')
      .slice(0, -1)
      .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell));
  const [header, ...lines] = text.trimEnd().split('\r\n').map(split);
  return lines.map((cells) => Object.fromEntries((header ?? []).map((name, i) => [name, cells[i] ?? ''])));
}

describe("an organiser exports all of a Thon's data in one zip", () => {
  const server = useTestApp();

  async function organisedThon() {
    const event = await createEvent(server.db);
    const organiser = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    return { event, organiser, headers: await sessionHeaders(server.db, { userId: organiser.id }) };
  }

  const exportOf = (eventCode: string, headers: Record<string, string>) =>
    server.app.inject({ method: 'GET', url: `/api/Thons/Export/${eventCode}`, headers });

  it('holds a CSV per table and a workbook with a sheet per table, money in dollars and formulas neutralised', async () => {
    const { db } = server;
    const { event, headers } = await organisedThon();
    const team = await createTeam(db, event.id, 'Blue Jays');
    const child = await createParticipant(db, event.id, {
      firstName: '=HYPERLINK("http://evil.test")',
      lastName: 'Rivera',
      teamId: team.id,
      parentEmail: 'home@example.test',
    });
    const flat = await createPledge(db, child, { amountCents: 2550, donorFirstName: '+Grandma' });
    await createPledge(db, child, { rateCents: 125, donorFirstName: 'Uncle' });
    await recordUnits(db, child.id, 12);
    await createPayment(db, child, { pledgeId: flat.id, amountCents: 2550, refundedCents: 50 });
    await db.insert(schema.outboxMessages).values({
      channel: 'email',
      toAddress: 'grandma@example.test',
      fromAddress: 'thon@example.test',
      subject: '@Please pledge',
      body: 'Text',
      eventId: event.id,
      status: 'sent',
      sentAt: new Date('2026-05-01T12:00:00Z'),
      idempotencyKey: `export-${event.id}`,
    });
    const other = await organisedThon();
    await createParticipant(db, other.event.id, { firstName: 'Elsewhere' });

    const response = await exportOf(event.eventCode, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${event.eventCode}-export.zip"`,
    );
    const zip = await JSZip.loadAsync(response.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual([...FILES, `${event.eventCode}.xlsx`].sort());
    const csv = async (name: string) => csvRecords((await zip.file(name)?.async('string')) ?? '');

    const participants = await csv('participants.csv');
    expect(participants).toEqual([
      expect.objectContaining({
        'Participant id': child.id,
        'First name': `'=HYPERLINK("http://evil.test")`,
        'Last name': 'Rivera',
        Team: 'Blue Jays',
        'Parent email': 'home@example.test',
        Goal: '350',
      }),
    ]);
    const pledges = await csv('pledges.csv');
    expect(
      pledges.map((row) => [row['Donor first name'], row.Amount, row.Rate, row.Pledged, row.Collected]),
    ).toEqual([
      [`'+Grandma`, '25.5', '', '25.5', '25'],
      ['Uncle', '', '1.25', '15', '0'],
    ]);
    expect(pledges[0]?.Date).toBe(flat.createdAt.toISOString());
    const payments = await csv('payments.csv');
    expect(payments).toEqual([
      expect.objectContaining({ 'Pledge id': flat.id, Amount: '25.5', Refunded: '0.5', Kept: '25' }),
    ]);
    expect(await csv('results.csv')).toEqual([
      expect.objectContaining({ 'Participant id': child.id, Team: 'Blue Jays', Units: '12' }),
    ]);
    expect(await csv('messages.csv')).toEqual([
      expect.objectContaining({
        To: 'grandma@example.test',
        Subject: `'@Please pledge`,
        State: 'sent',
        Sent: '2026-05-01T12:00:00.000Z',
      }),
    ]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      ((await zip.file(`${event.eventCode}.xlsx`)?.async('nodebuffer')) ?? Buffer.alloc(0)) as never,
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Participants',
      'Pledges',
      'Payments',
      'Results',
      'Messages',
    ]);
    const sheetRows = (name: string) =>
      (workbook.getWorksheet(name)?.getSheetValues() ?? [])
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1));
    expect(sheetRows('Participants')[1]?.slice(0, 3)).toEqual([
      child.id,
      `'=HYPERLINK("http://evil.test")`,
      'Rivera',
    ]);
    expect(sheetRows('Pledges')).toHaveLength(3);
    expect(sheetRows('Pledges')[1]?.slice(11, 12)).toEqual([25.5]);
    expect(sheetRows('Payments')[1]?.at(-1)).toBe(25);
    expect(sheetRows('Messages')[1]?.[4]).toBe(`'@Please pledge`);
  });

  it("logs the export in each child's staff access log", async () => {
    const { event, organiser, headers } = await organisedThon();
    const child = await createParticipant(server.db, event.id);
    expect((await exportOf(event.eventCode, headers)).statusCode).toBe(200);
    const views = await server.db
      .select()
      .from(schema.personalDataViews)
      .where(and(eq(schema.personalDataViews.participantId, child.id)));
    expect(views).toEqual([
      expect.objectContaining({
        viewerUserId: organiser.id,
        viewerRole: 'organizer',
        what: "the Thon's full export",
      }),
    ]);
  });

  it('reads a Thon larger than a page whole', async () => {
    const { event, headers } = await organisedThon();
    await server.db.insert(schema.participants).values(
      Array.from({ length: EXPORT_PAGE_ROWS + 3 }, (_, i) => ({
        eventId: event.id,
        firstName: `Child${i}`,
        lastName: 'Many',
        accessCode: `MANY-${event.eventCode}-${i}`,
      })),
    );
    const zip = await JSZip.loadAsync((await exportOf(event.eventCode, headers)).rawPayload);
    const rows = csvRecords((await zip.file('participants.csv')?.async('string')) ?? '');
    expect(new Set(rows.map((row) => row['First name'])).size).toBe(EXPORT_PAGE_ROWS + 3);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      ((await zip.file(`${event.eventCode}.xlsx`)?.async('nodebuffer')) ?? Buffer.alloc(0)) as never,
    );
    expect(workbook.getWorksheet('Participants')?.actualRowCount).toBe(EXPORT_PAGE_ROWS + 4);
  });

  it("refuses another Thon's organiser, a teacher of the Thon and a franchisee of another territory", async () => {
    const { db } = server;
    const { event } = await organisedThon();
    await createParticipant(db, event.id);
    const stranger = await organisedThon();
    const teacher = await createPerson(db, { roles: [{ role: 'teacher', eventId: event.id }] });
    const [territory] = await db.insert(schema.franchisees).values({ name: 'Other Territory' }).returning();
    const franchisee = await createPerson(db, {
      roles: [{ role: 'franchisee_user', franchiseeId: territory?.id ?? null }],
    });
    for (const userId of [stranger.organiser.id, teacher.id, franchisee.id]) {
      const response = await exportOf(event.eventCode, await sessionHeaders(db, { userId }));
      expect(response.statusCode).toBe(403);
    }
    expect((await exportOf('NO-SUCH-THON', stranger.headers)).statusCode).toBe(403);
    const views = await db
      .select()
      .from(schema.personalDataViews)
      .innerJoin(schema.participants, eq(schema.participants.id, schema.personalDataViews.participantId))
      .where(eq(schema.participants.eventId, event.id));
    expect(views).toEqual([]);
  });
});
