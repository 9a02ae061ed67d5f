import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createTeam } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe('a parent adding a child the school already listed', () => {
  const server = useTestApp();
  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function person(roles: NonNullable<Parameters<typeof createPerson>[1]>['roles'], email?: string) {
    const user = await createPerson(server.db, { roles, ...(email ? { email } : {}) });
    return { user, headers: await sessionHeaders(server.db, { userId: user.id }) };
  }
  async function listedThon(parentEmail: string | null = 'school-listed@example.com') {
    const event = await createEvent(server.db);
    const team = await createTeam(server.db, event.id, 'Room 4');
    const child = await createParticipant(server.db, event.id, {
      firstName: 'Liam',
      lastName: 'Kim',
      teamId: team.id,
      parentEmail,
    });
    const organizer = await person([{ role: 'organizer', eventId: event.id }]);
    return { event, team, child, organizer };
  }
  const addByName = (headers: Record<string, string>, eventCode: string, extra: object = {}) =>
    inject('POST', '/api/Parent/AddParticipant', headers, {
      EventCode: eventCode,
      FirstName: '  liam ',
      LastName: 'KIM',
      ...extra,
    });
  const participantsOf = async (eventId: string) =>
    server.db.select().from(schema.participants).where(eq(schema.participants.eventId, eventId));
  const claimsOf = (headers: Record<string, string>, eventId: string) =>
    inject('GET', `/api/ThonParticipants/Claims/${eventId}`, headers);
  const decide = (headers: Record<string, string>, payload: object) =>
    inject('POST', '/api/ThonParticipants/DecideClaim', headers, payload);

  it("links at once when the school listed the parent's own address with the child", async () => {
    const email = `kim.parent.${Date.now()}@example.com`;
    const { event, child } = await listedThon(email.toUpperCase());
    const parent = await person(['parent'], email);
    const response = await addByName(parent.headers, event.eventCode, { PublicFullName: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ParticipantId: child.id,
      TeamName: 'Room 4',
      PublicFullName: true,
    });
    expect(await participantsOf(event.id)).toHaveLength(1);
  });

  it('otherwise asks the staff, tells the parent nothing of the list, and links once confirmed', async () => {
    const { event, child, organizer } = await listedThon();
    const parent = await person(['parent']);
    const response = await addByName(parent.headers, event.eventCode, { PublicPhoto: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ClaimPending: true, Message: messages.childClaimPending });
    expect(response.body).not.toContain('Room 4');
    expect(response.body).not.toContain('school-listed');
    // Asking again answers the same request, not a second one.
    expect((await addByName(parent.headers, event.eventCode)).json().ClaimPending).toBe(true);
    expect(await participantsOf(event.id)).toHaveLength(1);

    const claims = (await claimsOf(organizer.headers, event.id)).json();
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({
      ParticipantId: child.id,
      TeamName: 'Room 4',
      ParentEmail: parent.user.email,
      ListedParentEmail: 'school-listed@example.com',
    });
    const confirmed = await decide(organizer.headers, {
      EventId: event.id,
      ClaimId: claims[0].ClaimId,
      Confirm: true,
    });
    expect(confirmed.json()).toEqual({ Message: messages.childClaimConfirmed });
    const mine = await inject(
      'GET',
      `/api/Parent/GetParticipantsByParent/${parent.user.id}/${parent.user.id}`,
      parent.headers,
    );
    expect(mine.json()).toMatchObject([{ ParticipantId: child.id, TeamName: 'Room 4', PublicPhoto: true }]);
    expect((await claimsOf(organizer.headers, event.id)).json()).toEqual([]);
    // Decided once: the same claim cannot be decided again.
    const again = await decide(organizer.headers, {
      EventId: event.id,
      ClaimId: claims[0].ClaimId,
      Confirm: false,
    });
    expect(again.statusCode).toBe(404);
  });

  it('declining links nothing, and a parent who says theirs is another child gets a new participant', async () => {
    const { event, organizer } = await listedThon();
    const parent = await person(['parent']);
    await addByName(parent.headers, event.eventCode);
    const [claim] = (await claimsOf(organizer.headers, event.id)).json();
    const declined = await decide(organizer.headers, {
      EventId: event.id,
      ClaimId: claim.ClaimId,
      Confirm: false,
    });
    expect(declined.json()).toEqual({ Message: messages.childClaimDeclined });
    const mine = `/api/Parent/GetParticipantsByParent/${parent.user.id}/${parent.user.id}`;
    expect((await inject('GET', mine, parent.headers)).json()).toEqual([]);

    const other = await addByName(parent.headers, event.eventCode, { DifferentChild: true });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ FirstName: 'liam', TeamName: null });
    expect(await participantsOf(event.id)).toHaveLength(2);
  });

  it("keeps other Thons' staff and teachers from the claims", async () => {
    const { event, organizer } = await listedThon();
    const parent = await person(['parent']);
    await addByName(parent.headers, event.eventCode);
    const [claim] = (await claimsOf(organizer.headers, event.id)).json();

    const elsewhere = await createEvent(server.db);
    const stranger = await person([{ role: 'organizer', eventId: elsewhere.id }]);
    expect((await claimsOf(stranger.headers, event.id)).statusCode).toBe(403);
    // Their own Thon in the body does not reach another Thon's claim.
    const crossed = await decide(stranger.headers, {
      EventId: elsewhere.id,
      ClaimId: claim.ClaimId,
      Confirm: true,
    });
    expect(crossed.statusCode).toBe(404);
    expect(
      (await decide(stranger.headers, { EventId: event.id, ClaimId: claim.ClaimId, Confirm: true }))
        .statusCode,
    ).toBe(403);
    const teacher = await person([{ role: 'teacher', eventId: event.id }]);
    expect((await claimsOf(teacher.headers, event.id)).statusCode).toBe(403);
    expect(
      (await decide(parent.headers, { EventId: event.id, ClaimId: claim.ClaimId, Confirm: true })).statusCode,
    ).toBe(403);
    expect((await claimsOf(organizer.headers, event.id)).json()).toHaveLength(1);
  });

  it("shows a team leader their own team's claims only", async () => {
    const { event, team, organizer } = await listedThon();
    const otherTeam = await createTeam(server.db, event.id, 'Room 9');
    await createParticipant(server.db, event.id, { firstName: 'Ava', lastName: 'Lee', teamId: otherTeam.id });
    const parent = await person(['parent']);
    await addByName(parent.headers, event.eventCode);
    await inject('POST', '/api/Parent/AddParticipant', parent.headers, {
      EventCode: event.eventCode,
      FirstName: 'Ava',
      LastName: 'Lee',
    });
    expect((await claimsOf(organizer.headers, event.id)).json()).toHaveLength(2);
    const leader = await person([{ role: 'team_leader', teamId: team.id }]);
    const seen = (await claimsOf(leader.headers, event.id)).json();
    expect(seen.map((claim: { FirstName: string }) => claim.FirstName)).toEqual(['Liam']);
  });
});
