import { messages } from '@pledgethon/core';
import { and, asc, eq, isNull, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { createImportThon, createTeacher, csv, importSender } from './testing';

type Row = {
  Row: number;
  Problem: string | null;
  ProblemColumn: string | null;
  ProblemValue: string | null;
  RepeatOf: number | null;
  TeacherToInvite: boolean;
};

describe('rosters as schools write them', () => {
  const server = useTestApp();
  const send = importSender(server);

  const thon = () => createImportThon(server.db);

  const participantsOf = (eventId: string) =>
    server.db
      .select({ firstName: schema.participants.firstName, teacherUserId: schema.participants.teacherUserId })
      .from(schema.participants)
      .where(and(eq(schema.participants.eventId, eventId), isNull(schema.participants.removedAt)))
      .orderBy(asc(schema.participants.firstName));

  it('matches teachers whatever the title, case and spacing, and imports rows of unknown teachers without one', async () => {
    const { event, organiser } = await thon();
    const alvarez = await createTeacher(server.db, event.id, 'Rosa', 'Alvarez');
    const chen = await createTeacher(server.db, event.id, 'Ken', 'Chen');
    const file = csv([
      'First Name,Last Name,Goal,Teacher',
      'Maya,Lopez,350,Mrs. Alvarez',
      'Omar,Haddad,350,ms  CHEN',
      'Ava,Brown,350,  rosa   ALVAREZ ',
      'Noah,Park,350,Mr. Brooks',
      'Lena,Smith,350,mr brooks',
      'Iris,Stone,350,Mrs. Ortiz',
    ]);
    const preview = await send('ImportPreview', organiser.id, event.id, { name: 'school.csv', data: file });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      ValidRows: 6,
      SkippedRows: 0,
      Warning: null,
      TeachersToInvite: [
        { Name: 'Mr. Brooks', Rows: 2 },
        { Name: 'Mrs. Ortiz', Rows: 1 },
      ],
    });
    expect(preview.json().Rows.map((row: Row) => row.TeacherToInvite)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);

    const imported = await send('Import', organiser.id, event.id, { name: 'school.csv', data: file });
    expect(imported.json()).toMatchObject({ Imported: 6, Message: messages.participantsImported });
    expect(await participantsOf(event.id)).toEqual([
      { firstName: 'Ava', teacherUserId: alvarez.id },
      { firstName: 'Iris', teacherUserId: null },
      { firstName: 'Lena', teacherUserId: null },
      { firstName: 'Maya', teacherUserId: alvarez.id },
      { firstName: 'Noah', teacherUserId: null },
      { firstName: 'Omar', teacherUserId: chen.id },
    ]);
  });

  it('names no teacher by a surname two teachers share, and matches them by full name', async () => {
    const { event, organiser } = await thon();
    await createTeacher(server.db, event.id, 'Ana', 'Diaz');
    const luis = await createTeacher(server.db, event.id, 'Luis', 'Diaz');
    const file = csv([
      'First Name,Last Name,Goal,Teacher',
      'Maya,Lopez,350,Sr. Diaz',
      'Omar,Haddad,350,Luis Diaz',
    ]);
    const imported = await send('Import', organiser.id, event.id, { name: 'diaz.csv', data: file });
    expect(imported.json()).toMatchObject({ Imported: 2, TeachersToInvite: [{ Name: 'Sr. Diaz', Rows: 1 }] });
    expect(await participantsOf(event.id)).toEqual([
      { firstName: 'Maya', teacherUserId: null },
      { firstName: 'Omar', teacherUserId: luis.id },
    ]);
  });

  it('lists problems first, each naming its row, column and value', async () => {
    const { event, organiser } = await thon();
    const lines = ['First Name,Last Name,Personal Goal,Grade,Parent Email'];
    for (let i = 2; i <= 60; i += 1) lines.push(`Kid${i},Runner,350,3,p${i}@example.com`);
    lines[40] = 'Kid41,Runner,lots,3,';
    lines[55] = 'Kid56,Runner,350,13,';
    lines[58] = ',Runner,350,3,';
    const file = { name: 'long.csv', data: csv(lines) };
    const preview = await send('ImportPreview', organiser.id, event.id, file);
    const rows: Row[] = preview.json().Rows;
    expect(
      rows.slice(0, 4).map((row) => [row.Row, row.ProblemColumn, row.ProblemValue, row.Problem]),
    ).toEqual([
      [41, 'Personal Goal', 'lots', messages.invalidMoney],
      [56, 'Grade', '13', messages.invalidData],
      [59, 'First Name', '', messages.uploadRowIncomplete],
      [2, null, null, null],
    ]);

    const strict = await send('Import', organiser.id, event.id, file, true);
    expect(strict.statusCode).toBe(422);
    expect(strict.json().Errors).toEqual({
      'Row 41, Personal Goal "lots"': messages.invalidMoney,
      'Row 56, Grade "13"': messages.invalidData,
      'Row 59, First Name (empty)': messages.uploadRowIncomplete,
    });
    expect(await participantsOf(event.id)).toEqual([]);
  });

  it('imports a row repeated in the file once, and keeps two children who differ in any cell', async () => {
    const { event, organiser } = await thon();
    const file = csv([
      'First Name,Last Name,Goal,Team,Parent Email',
      'Maya,Lopez,350,Red,a@example.com',
      'Sofia,Garcia,350,Red,b@example.com',
      ' maya , LOPEZ ,$350.00,red,A@example.com',
      'Sofia,Garcia,350,Red,c@example.com',
    ]);
    const preview = await send('ImportPreview', organiser.id, event.id, { name: 'twice.csv', data: file });
    expect(preview.json()).toMatchObject({ ValidRows: 3, RepeatedRows: 1, Warning: null });
    expect(preview.json().Rows[0]).toMatchObject({ Row: 4, RepeatOf: 2, Problem: null });

    const imported = await send('Import', organiser.id, event.id, { name: 'twice.csv', data: file });
    expect(imported.json()).toMatchObject({ Imported: 3, RepeatedRows: 1 });
    expect((await participantsOf(event.id)).map((row) => row.firstName)).toEqual(['Maya', 'Sofia', 'Sofia']);
  });

  it('leaves out, once their teacher is known, children imported before without one', async () => {
    const { event, organiser } = await thon();
    const before = csv(['First Name,Last Name,Goal,Teacher', 'Maya,Lopez,350,Mrs. Alvarez']);
    expect(
      (await send('Import', organiser.id, event.id, { name: 'a.csv', data: before })).json().Imported,
    ).toBe(1);
    await createTeacher(server.db, event.id, 'Rosa', 'Alvarez');
    const after = csv([
      'First Name,Last Name,Goal,Teacher',
      'Maya,Lopez,350,Mrs. Alvarez',
      'Omar,Haddad,350,Mrs. Alvarez',
    ]);
    const again = await send('Import', organiser.id, event.id, { name: 'b.csv', data: after });
    expect(again.json()).toMatchObject({ Imported: 1, AlreadyPresentRows: 1, TeachersToInvite: [] });
    expect((await participantsOf(event.id)).map((row) => row.firstName)).toEqual(['Maya', 'Omar']);
  });
});
