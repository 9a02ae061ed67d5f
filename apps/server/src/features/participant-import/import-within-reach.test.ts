import { messages } from '@pledgethon/core';
import { and, asc, eq, isNull, schema } from '@pledgethon/db';
import { createParticipant, createTeam } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { createImportThon, csv, importSender } from './testing';

describe('importing a corrected file, and importing into a class or team', () => {
  const server = useTestApp();
  const send = importSender(server);

  const thon = () => createImportThon(server.db);

  const participantsOf = (eventId: string) =>
    server.db
      .select({
        firstName: schema.participants.firstName,
        lastName: schema.participants.lastName,
        teamId: schema.participants.teamId,
        teacherUserId: schema.participants.teacherUserId,
      })
      .from(schema.participants)
      .where(and(eq(schema.participants.eventId, eventId), isNull(schema.participants.removedAt)))
      .orderBy(asc(schema.participants.firstName));

  it('adds only the rows a corrected file has that the Thon lacks, and says which are already there', async () => {
    const { event, organiser } = await thon();
    const first = csv([
      'first name,last name,goal,team',
      'Maya,Lopez,350,Red',
      'Omar,Haddad,,Red',
      'Ava,Brown,200,Blue',
    ]);
    expect(
      (await send('Import', organiser.id, event.id, { name: 'a.csv', data: first })).json().Imported,
    ).toBe(2);

    // Omar's goal is filled in; Maya is typed in other letter case; Ava moved to Red is another child.
    const corrected = csv([
      'first name,last name,goal,team',
      'maya,LOPEZ,350,red',
      'Omar,Haddad,300,Red',
      'Ava,Brown,200,Blue',
      'Ava,Brown,200,Red',
    ]);
    const preview = await send('ImportPreview', organiser.id, event.id, { name: 'b.csv', data: corrected });
    expect(preview.json()).toMatchObject({
      TotalRows: 4,
      ValidRows: 2,
      SkippedRows: 0,
      AlreadyPresentRows: 2,
      Warning: null,
    });
    expect(
      preview
        .json()
        .Rows.map((row: { FirstName: string; AlreadyPresent: boolean }) => [
          row.FirstName,
          row.AlreadyPresent,
        ]),
    ).toEqual([
      ['maya', true],
      ['Ava', true],
      ['Omar', false],
      ['Ava', false],
    ]);

    const imported = await send('Import', organiser.id, event.id, { name: 'b.csv', data: corrected });
    expect(imported.json()).toMatchObject({
      Imported: 2,
      AlreadyPresentRows: 2,
      Message: messages.participantsImported,
    });
    const names = (await participantsOf(event.id)).map((row) => `${row.firstName} ${row.lastName}`);
    expect(names).toEqual(['Ava Brown', 'Ava Brown', 'Maya Lopez', 'Omar Haddad']);
  });

  it('adds again a participant who was removed', async () => {
    const { event, organiser } = await thon();
    await createParticipant(server.db, event.id, {
      firstName: 'Lena',
      lastName: 'Smith',
      removedAt: new Date(),
    });
    const file = csv(['first name,last name,goal', 'Lena,Smith,350']);
    const imported = await send('Import', organiser.id, event.id, { name: 'r.csv', data: file });
    expect(imported.json()).toMatchObject({ Imported: 1, AlreadyPresentRows: 0 });
  });

  it("imports a teacher's rows into their class, never another's, and creates no team", async () => {
    const { db } = server;
    const { event } = await thon();
    const red = await createTeam(db, event.id, 'Red');
    const teacher = await createPerson(db, { roles: [{ role: 'teacher', eventId: event.id }] });
    const colleague = await createPerson(db, { roles: [{ role: 'teacher', eventId: event.id }] });
    const file = csv([
      'first name,last name,goal,team,teacher',
      'Maya,Lopez,350,Red,',
      `Omar,Haddad,350,,${teacher.email}`,
      `Ava,Brown,350,Red,${colleague.email}`,
      'Noah,Park,350,Green,',
    ]);
    const imported = await send('Import', teacher.id, event.id, { name: 'class.csv', data: file });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ Imported: 2, SkippedRows: 2, NewTeams: [] });
    const problems = imported.json().Rows.map((row: { Problem: string | null }) => row.Problem);
    expect(problems).toEqual([messages.importOtherClass, messages.importUnknownTeam, null, null]);
    expect(await participantsOf(event.id)).toEqual([
      { firstName: 'Maya', lastName: 'Lopez', teamId: red.id, teacherUserId: teacher.id },
      { firstName: 'Omar', lastName: 'Haddad', teamId: null, teacherUserId: teacher.id },
    ]);
    const teams = await db.select().from(schema.teams).where(eq(schema.teams.eventId, event.id));
    expect(teams).toHaveLength(1);
  });

  it("imports a team leader's rows into their team and refuses rows for another team", async () => {
    const { db } = server;
    const { event } = await thon();
    const red = await createTeam(db, event.id, 'Red');
    await createTeam(db, event.id, 'Blue');
    const leader = await createPerson(db, { roles: [{ role: 'team_leader', teamId: red.id }] });
    const file = csv([
      'first name,last name,goal,team',
      'Maya,Lopez,350,',
      'Omar,Haddad,350,red',
      'Ava,Brown,350,Blue',
    ]);

    const strict = await send('Import', leader.id, event.id, { name: 'team.csv', data: file }, true);
    expect(strict.statusCode).toBe(422);
    expect(strict.json().Errors).toEqual({ 'Row 4, Team "Blue"': messages.importOtherTeam });
    expect(await participantsOf(event.id)).toEqual([]);

    const imported = await send('Import', leader.id, event.id, { name: 'team.csv', data: file });
    expect(imported.json()).toMatchObject({ Imported: 2, SkippedRows: 1 });
    expect((await participantsOf(event.id)).map((row) => row.teamId)).toEqual([red.id, red.id]);

    // Nor into another Thon's team.
    const other = await thon();
    await createTeam(db, other.event.id, 'Red');
    const elsewhere = await send('ImportPreview', leader.id, other.event.id, {
      name: 'team.csv',
      data: file,
    });
    expect(elsewhere.statusCode).toBe(403);
  });
});
