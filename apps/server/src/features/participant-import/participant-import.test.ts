import { messages } from '@pledgethon/core';
import { and, eq, isNull, schema, sql } from '@pledgethon/db';
import { createTeam } from '@pledgethon/db/testing';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createPerson } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { createImportThon, csv, importSender, roster } from './testing';

describe('participant import', () => {
  const server = useTestApp();

  const thon = () => createImportThon(server.db);

  const send = importSender(server);

  const countOf = async (eventId: string) => {
    const [row] = await server.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.participants)
      .where(and(eq(schema.participants.eventId, eventId), isNull(schema.participants.removedAt)));
    return row?.count ?? 0;
  };

  const withProblem = csv([
    'first name,last name,goal,team,teacher',
    'Maya,Lopez,350,Red,',
    ',Chen,200,Blue,',
    'Omar,Haddad,,Red,',
    'Lena,Smith,0.50,Red,',
    'Ava,Brown,"$1,200",Blue,',
    'Noah,Park,100,Red,Mr Nobody',
  ]);

  it('previews row by row without changing anything, in the spec words', async () => {
    const { event, organiser } = await thon();
    const response = await send('ImportPreview', organiser.id, event.id, {
      name: 'class.csv',
      data: withProblem,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      FileName: 'class.csv',
      TotalRows: 6,
      ValidRows: 3,
      SkippedRows: 3,
      Warning: 'Some participants are not imported.',
      NewTeams: ['Red', 'Blue'],
      TeachersToInvite: [{ Name: 'Mr Nobody', Rows: 1 }],
      Imported: null,
    });
    expect(body.Rows.map((row: { Row: number; Problem: string | null }) => [row.Row, row.Problem])).toEqual([
      [3, 'First name or Last name or Goal is empty.'],
      [4, 'First name or Last name or Goal is empty.'],
      [5, messages.minimumGoal],
      [2, null],
      [6, null],
      [7, null],
    ]);
    expect(body.Rows[4].GoalCents).toBe(120_000);
    expect(body.Rows[5].TeacherToInvite).toBe(true);
    expect(await countOf(event.id)).toBe(0);
  });

  it('imports the good rows, creates the teams it names, matches teachers, and says some were not imported', async () => {
    const { db } = server;
    const { event, organiser } = await thon();
    const red = await createTeam(db, event.id, 'Red');
    const teacher = await createPerson(db, { roles: [{ role: 'teacher', eventId: event.id }] });
    const file = csv([
      'First Name,Last Name,Goal,Team,Teacher,Grade,Shirt Size,Parent Email',
      `Maya,Lopez,350,red,${teacher.email.toUpperCase()},K,Youth Medium,Parent@Example.com`,
      'Sam,Lee,25,Blue,,pk,al,',
      'Bad,,10,Blue,,,,',
    ]);
    const response = await send('Import', organiser.id, event.id, { name: 'list.csv', data: file });
    expect(response.json()).toMatchObject({
      Imported: 2,
      SkippedRows: 1,
      Warning: messages.someParticipantsNotImported,
      Message: messages.participantsImported,
      NewTeams: ['Blue'],
    });
    const rows = await db
      .select()
      .from(schema.participants)
      .where(eq(schema.participants.eventId, event.id))
      .orderBy(schema.participants.lastName);
    expect(
      rows.map((row) => [row.firstName, row.goalCents, row.grade, row.shirtSize, row.parentEmail]),
    ).toEqual([
      ['Sam', 2_500, 'PK', 'AL', null],
      ['Maya', 35_000, 'K', 'YM', 'parent@example.com'],
    ]);
    expect(rows[1]?.teamId).toBe(red.id);
    expect(rows[1]?.teacherUserId).toBe(teacher.id);
    expect(new Set(rows.map((row) => row.accessCode)).size).toBe(2);
  });

  it('adds nothing when the same file comes twice', async () => {
    const { event, organiser } = await thon();
    const file = { name: 'roster.csv', data: roster(300) };
    expect((await send('Import', organiser.id, event.id, file)).json().Imported).toBe(300);
    const again = await send('Import', organiser.id, event.id, { ...file, name: 'renamed.csv' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      Imported: 0,
      AlreadyImported: true,
      Message: messages.importAlreadyDone,
    });
    expect(await countOf(event.id)).toBe(300);
    const imports = await server.db
      .select()
      .from(schema.participantImports)
      .where(eq(schema.participantImports.eventId, event.id));
    expect(imports).toHaveLength(1);
  });

  it('leaves nothing in strict mode when one row in the middle of 5,000 is bad', async () => {
    const { event, organiser } = await thon();
    const file = { name: 'big.csv', data: roster(5_000, { at: 2_500, line: 'Kid2500,,350,Team 1,3,YM,' }) };
    const strict = await send('Import', organiser.id, event.id, file, true);
    expect(strict.statusCode).toBe(422);
    expect(strict.json()).toEqual({
      Success: false,
      Message: messages.importStrictRefused,
      Errors: { 'Row 2501, Last Name (empty)': messages.uploadRowIncomplete },
    });
    expect(await countOf(event.id)).toBe(0);
    const teams = await server.db.select().from(schema.teams).where(eq(schema.teams.eventId, event.id));
    expect(teams).toEqual([]);

    // The same file without strict mode imports the other 4,999 rows.
    const lenient = await send('Import', organiser.id, event.id, file);
    expect(lenient.json()).toMatchObject({
      Imported: 4_999,
      SkippedRows: 1,
      Warning: messages.someParticipantsNotImported,
    });
    expect(await countOf(event.id)).toBe(4_999);
  });

  it('leaves nothing when the database refuses a row in the middle of the second batch', async () => {
    const { event, organiser } = await thon();
    // A trigger stands in for a failure the checks cannot foresee (a lost connection, a full disk).
    await server.db.execute(sql`
      create or replace function refuse_kid_12000() returns trigger language plpgsql as $$
      begin
        if new.first_name = 'Kid12000' then raise exception 'disk full'; end if;
        return new;
      end $$`);
    await server.db.execute(sql`
      create trigger refuse_kid_12000 before insert on participants
      for each row execute function refuse_kid_12000()`);
    try {
      const response = await send('Import', organiser.id, event.id, {
        name: 'big.csv',
        data: roster(15_000),
      });
      expect(response.statusCode).toBe(500);
      expect(await countOf(event.id)).toBe(0);
      const imports = await server.db
        .select()
        .from(schema.participantImports)
        .where(eq(schema.participantImports.eventId, event.id));
      expect(imports).toEqual([]);
      expect(await server.db.select().from(schema.teams).where(eq(schema.teams.eventId, event.id))).toEqual(
        [],
      );
    } finally {
      await server.db.execute(sql`drop trigger refuse_kid_12000 on participants`);
      await server.db.execute(sql`drop function refuse_kid_12000()`);
    }
    // Once the failure is gone, the same file goes in whole: the failed attempt recorded nothing.
    const retry = await send('Import', organiser.id, event.id, { name: 'big.csv', data: roster(15_000) });
    expect(retry.json().Imported).toBe(15_000);
    expect(await countOf(event.id)).toBe(15_000);
    // Two imports of 15,000 rows: seconds each on the embedded engine with the other worker busy.
  }, 60_000);

  it('reads XLSX workbooks as well', async () => {
    const { event, organiser } = await thon();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Roster');
    sheet.addRow(['First name', 'Last name', 'Goal', 'Grade']);
    sheet.addRow(['Iris', 'Stone', 400, 3]);
    sheet.addRow(['Eli', 'Moss', '', 4]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await send('Import', organiser.id, event.id, { name: 'roster.xlsx', data });
    expect(response.json()).toMatchObject({
      Imported: 1,
      Rows: [
        { Row: 3, FirstName: 'Eli', Problem: messages.uploadRowIncomplete, ProblemColumn: 'Goal' },
        { Row: 2, FirstName: 'Iris', GoalCents: 40_000, Grade: '3', Problem: null },
      ],
    });
  });

  it('refuses a file that is no participant list', async () => {
    const { event, organiser } = await thon();
    const empty = await send('ImportPreview', organiser.id, event.id, {
      name: 'e.csv',
      data: csv(['First name,Last name,Goal']),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Message).toBe(messages.importFileEmpty);
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('not really a zip')]);
    const unreadable = await send('ImportPreview', organiser.id, event.id, { name: 'x.xlsx', data: broken });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().Message).toBe(messages.importFileUnreadable);
  });

  it("refuses another Thon's organiser", async () => {
    const { event } = await thon();
    const other = await thon();
    const file = { name: 'r.csv', data: roster(3) };
    expect((await send('Import', other.organiser.id, event.id, file)).statusCode).toBe(403);
    expect((await send('ImportPreview', other.organiser.id, event.id, file)).statusCode).toBe(403);
    expect(await countOf(event.id)).toBe(0);
  });
});
