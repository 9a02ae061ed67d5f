import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createTeam, recordUnits } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe('entering results', () => {
  const server = useTestApp();

  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    server.app.inject({
      method,
      url,
      headers: await sessionHeaders(server.db, { userId: who }),
      ...(payload ? { payload } : {}),
    });

  /** A Thon counted from 2 to 40 laps, with two teams, an organiser, a teacher of one child and a team leader. */
  async function thon() {
    const { db } = server;
    const event = await createEvent(db, { minUnits: 2, maxUnits: 40 });
    const red = await createTeam(db, event.id, 'Red');
    const blue = await createTeam(db, event.id, 'Blue');
    const organiser = await createPerson(db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const teacher = await createPerson(db, { roles: [{ role: 'teacher', eventId: event.id }] });
    const leader = await createPerson(db, {
      roles: [{ role: 'team_leader', eventId: event.id, teamId: red.id }],
    });
    const maya = await createParticipant(db, event.id, {
      firstName: 'Maya',
      lastName: 'Lopez',
      teamId: red.id,
    });
    const eli = await createParticipant(db, event.id, {
      firstName: 'Eli',
      lastName: 'Haddad',
      teamId: blue.id,
      teacherUserId: teacher.id,
    });
    return { event, red, blue, organiser, teacher, leader, maya, eli };
  }

  const unitsOf = async (participantId: string) =>
    (await server.db.select().from(schema.results).where(eq(schema.results.participantId, participantId)))[0]
      ?.units;

  it("saves one participant's units, answers 'completed units saved' and audits who changed what", async () => {
    const { event, organiser, maya } = await thon();
    const save = (units: string) =>
      call(organiser.id, 'POST', '/api/Results/Save', {
        EventId: event.id,
        Source: 'single',
        Results: [{ ParticipantId: maya.id, Units: units }],
      });
    const first = await save('12');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ Message: messages.completedUnitsSaved, Saved: 1 });
    expect(await unitsOf(maya.id)).toBe(12);
    await save('15');
    // The same units again change nothing and are not audited twice.
    expect((await save('15')).json().Saved).toBe(0);

    const history = await call(organiser.id, 'GET', `/api/Results/History/${maya.id}`);
    expect(history.json().Changes).toMatchObject([
      {
        PreviousUnits: 12,
        Units: 15,
        Source: 'single',
        ChangedBy: `${organiser.firstName} ${organiser.lastName}`,
      },
      { PreviousUnits: null, Units: 12, Source: 'single' },
    ]);
  });

  it.each([
    ['-3', messages.valueNotValid],
    ['1', messages.resultsOutOfRange],
    ['41', messages.resultsOutOfRange],
    ['ten', messages.invalidUnits],
    ['4.5', messages.invalidUnits],
  ])('refuses %s with the spec message and saves nothing of the grid', async (typed, message) => {
    const { event, organiser, maya, eli } = await thon();
    const answer = await call(organiser.id, 'POST', '/api/Results/Save', {
      EventId: event.id,
      Source: 'grid',
      Results: [
        { ParticipantId: maya.id, Units: '20' },
        { ParticipantId: eli.id, Units: typed },
      ],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ Message: message, Errors: { [eli.id]: message } });
    expect(await unitsOf(maya.id)).toBeUndefined();
  });

  it("lists a team's grid with the Thon's range, and saves the grid at once", async () => {
    const { event, organiser, red, maya, eli } = await thon();
    await recordUnits(server.db, eli.id, 9);
    const grid = await call(organiser.id, 'GET', `/api/Results/Grid/${event.id}?TeamId=${red.id}`);
    expect(grid.json()).toMatchObject({
      MinUnits: 2,
      MaxUnits: 40,
      UnitNamePlural: 'laps',
      Truncated: false,
      Rows: [{ ParticipantId: maya.id, TeamName: 'Red', Units: null }],
    });
    const all = await call(organiser.id, 'GET', `/api/Results/Grid/${event.id}`);
    expect(all.json().Rows.map((row: { Units: number | null }) => row.Units)).toEqual([9, null]);

    const saved = await call(organiser.id, 'POST', '/api/Results/Save', {
      EventId: event.id,
      Source: 'grid',
      Results: [
        { ParticipantId: maya.id, Units: 30 },
        { ParticipantId: eli.id, Units: '10' },
      ],
    });
    expect(saved.json()).toEqual({ Message: messages.completedUnitsSaved, Saved: 2 });
    const history = await call(organiser.id, 'GET', `/api/Results/History/${eli.id}`);
    expect(history.json().Changes).toMatchObject([{ PreviousUnits: 9, Units: 10, Source: 'grid' }]);
  });

  it('lets a teacher enter only their class, and keeps team leaders out', async () => {
    const { event, teacher, leader, maya, eli } = await thon();
    const grid = await call(teacher.id, 'GET', `/api/Results/Grid/${event.id}`);
    expect(grid.json().Rows.map((row: { ParticipantId: string }) => row.ParticipantId)).toEqual([eli.id]);
    const save = (who: string, participantId: string) =>
      call(who, 'POST', '/api/Results/Save', {
        EventId: event.id,
        Source: 'single',
        Results: [{ ParticipantId: participantId, Units: '5' }],
      });
    expect((await save(teacher.id, eli.id)).statusCode).toBe(200);
    expect((await save(teacher.id, maya.id)).statusCode).toBe(403);
    expect((await save(leader.id, maya.id)).statusCode).toBe(403);
    expect(await unitsOf(maya.id)).toBeUndefined();
  });

  it('reads a CSV by its header, skips rows without units and audits them as uploaded', async () => {
    const { event, organiser, maya, eli } = await thon();
    const csv = `Team,First name,Participant ID,Units\nRed,Maya,${maya.id},22\nBlue,Eli,${eli.id},\n`;
    const answer = await call(organiser.id, 'POST', '/api/Results/Upload', { EventId: event.id, Csv: csv });
    expect(answer.json()).toEqual({ Message: messages.completedUnitsSaved, Saved: 1 });
    expect(await unitsOf(maya.id)).toBe(22);
    expect(await unitsOf(eli.id)).toBeUndefined();
    const history = await call(organiser.id, 'GET', `/api/Results/History/${maya.id}`);
    expect(history.json().Changes).toMatchObject([{ Units: 22, Source: 'csv' }]);
  });

  it('names the CSV row of each problem, and refuses a file without the two columns', async () => {
    const { event, organiser, maya, eli } = await thon();
    const upload = (csv: string) =>
      call(organiser.id, 'POST', '/api/Results/Upload', { EventId: event.id, Csv: csv });
    const bad = await upload(`Participant ID,Units\n${maya.id},-1\n${eli.id},lots\nnot-an-id,3\n`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual({ 'Row 4, Participant ID "not-an-id"': messages.invalidData });
    const badUnits = await upload(`Participant ID,Units\n${maya.id},-1\n${eli.id},lots\n`);
    expect(badUnits.json()).toMatchObject({
      Message: messages.valueNotValid,
      Errors: { 'Row 2, Units "-1"': messages.valueNotValid, 'Row 3, Units "lots"': messages.invalidUnits },
    });
    const noColumns = await upload('Name,Laps\nMaya,3\n');
    expect(noColumns.json().Message).toBe(messages.resultsCsvColumns);
    const otherThon = await createParticipant(server.db, (await createEvent(server.db)).id);
    expect((await upload(`Participant ID,Units\n${otherThon.id},3\n`)).statusCode).toBe(403);
  });
});
