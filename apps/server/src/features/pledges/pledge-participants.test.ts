import { messages } from '@pledgethon/core';
import { schema } from '@pledgethon/db';
import { createEvent, createParticipant, createTeam } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe('the participant picker of a pledge entered for a donor', () => {
  const server = useTestApp();

  const pick = async (userId: string | null, eventCode: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/Pledges/Participants/${eventCode}`,
      headers: userId ? await sessionHeaders(server.db, { userId }) : {},
    });
  const idsPicked = async (userId: string, eventCode: string) => {
    const response = await pick(userId, eventCode);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().Participants as { Id: string }[]).map((row) => row.Id).sort();
  };

  it('offers each caller only whom they own: self, children, class, team or the whole Thon', async () => {
    const { db } = server;
    const event = await createEvent(db, { status: 'active' });
    const other = await createEvent(db, { status: 'active' });
    const team = await createTeam(db, event.id);
    const teacher = await createPerson(db, { roles: [{ role: 'teacher', eventId: event.id }] });
    const runner = await createPerson(db, { roles: ['participant'] });
    const inClass = await createParticipant(db, event.id, { teacherUserId: teacher.id, userId: runner.id });
    const onTeam = await createParticipant(db, event.id, { teamId: team.id, lastName: 'Zimmer' });
    const removed = await createParticipant(db, event.id, { removedAt: new Date() });
    const elsewhere = await createParticipant(db, other.id);
    const parent = await createPerson(db, { roles: ['parent'] });
    await db.insert(schema.parentParticipants).values([
      { parentUserId: parent.id, participantId: onTeam.id },
      { parentUserId: parent.id, participantId: removed.id },
      { parentUserId: parent.id, participantId: elsewhere.id },
    ]);
    const organiser = await createPerson(db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const leader = await createPerson(db, {
      roles: [{ role: 'team_leader', eventId: event.id, teamId: team.id }],
    });
    const code = event.eventCode;

    expect(await idsPicked(parent.id, code)).toEqual([onTeam.id]);
    expect(await idsPicked(runner.id, code)).toEqual([inClass.id]);
    expect(await idsPicked(teacher.id, code)).toEqual([inClass.id]);
    expect(await idsPicked(leader.id, code)).toEqual([onTeam.id]);
    expect(await idsPicked(organiser.id, code)).toEqual([inClass.id, onTeam.id].sort());
    const listed = (await pick(organiser.id, code)).json().Participants;
    expect(listed.at(-1)).toMatchObject({ Id: onTeam.id, TeamName: team.name });
    expect(listed.at(-1).Name).toMatch(/ Zimmer$/);
  });

  it("refuses strangers, another Thon's organiser and anyone signed out, the same way for an unknown code", async () => {
    const { db } = server;
    const event = await createEvent(db, { status: 'active' });
    await createParticipant(db, event.id);
    const other = await createEvent(db, { status: 'active' });
    const otherOrganiser = await createPerson(db, { roles: [{ role: 'organizer', eventId: other.id }] });
    const stranger = await createPerson(db, { roles: ['parent'] });
    for (const userId of [otherOrganiser.id, stranger.id]) {
      for (const code of [event.eventCode, 'NoSuchThon']) {
        const response = await pick(userId, code);
        expect(response.statusCode).toBe(403);
        expect(response.json().Message).toBe(messages.accessDenied);
      }
    }
    expect((await pick(null, event.eventCode)).statusCode).toBe(401);
  });
});
