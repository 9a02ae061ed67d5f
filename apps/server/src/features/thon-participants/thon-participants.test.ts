import { DEFAULT_PERSONAL_GOAL_CENTS, messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createTeam, unique } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe("a Thon's participants", () => {
  const server = useTestApp();

  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    server.app.inject({
      method,
      url,
      headers: await sessionHeaders(server.db, { userId: who }),
      ...(payload ? { payload } : {}),
    });

  /** A Thon with its organiser, two teams, a teacher and a team leader. */
  async function thonWithStaff() {
    const { db } = server;
    const event = await createEvent(db);
    const red = await createTeam(db, event.id, 'Red');
    const blue = await createTeam(db, event.id, 'Blue');
    const organiser = await createPerson(db, {
      roles: [{ role: 'organizer', eventId: event.id, organizationId: event.organizationId }],
    });
    const teacher = await createPerson(db, { roles: [{ role: 'teacher', eventId: event.id }] });
    const leader = await createPerson(db, {
      roles: [{ role: 'team_leader', eventId: event.id, teamId: red.id }],
    });
    return { event, red, blue, organiser, teacher, leader };
  }

  it('adds a participant with a goal of 350 by default and a new access code, then lists it', async () => {
    const { event, red, organiser, teacher } = await thonWithStaff();
    const added = await call(organiser.id, 'POST', '/api/ThonParticipants/Add', {
      EventId: event.id,
      FirstName: 'Maya',
      LastName: 'Lopez',
      Grade: 'K',
      ShirtSize: 'YM',
      TeamId: red.id,
      TeacherUserId: teacher.id,
      ParentEmail: 'Parent.Lopez@Example.com',
    });
    expect(added.statusCode).toBe(200);
    const body = added.json();
    expect(body.Message).toBe(messages.participantAdded);
    expect(body.Participant).toMatchObject({
      FirstName: 'Maya',
      LastName: 'Lopez',
      GoalCents: DEFAULT_PERSONAL_GOAL_CENTS,
      Grade: 'K',
      ShirtSize: 'YM',
      TeamName: 'Red',
      TeacherUserId: teacher.id,
      ParentEmail: 'parent.lopez@example.com',
    });
    expect(body.Participant.AccessCode).toMatch(/^[A-Z2-9]{10}$/);

    const list = await call(organiser.id, 'GET', `/api/ThonParticipants/List/${event.id}?Search=lop`);
    expect(list.json()).toMatchObject({
      Total: 1,
      Items: [{ ParticipantId: body.Participant.ParticipantId }],
    });
  });

  it("starts a new participant at the Thon's own goal per participant, and keeps a goal an edit leaves out", async () => {
    const { db } = server;
    const event = await createEvent(db, { participantGoalCents: 50_000 });
    const organiser = await createPerson(db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const overview = await call(organiser.id, 'GET', `/api/ThonParticipants/Thon/${event.eventCode}`);
    expect(overview.json().ParticipantGoalCents).toBe(50_000);

    const added = await call(organiser.id, 'POST', '/api/ThonParticipants/Add', {
      EventId: event.id,
      FirstName: 'Noor',
      LastName: 'Haddad',
    });
    expect(added.json().Participant.GoalCents).toBe(50_000);
    const typed = await call(organiser.id, 'POST', '/api/ThonParticipants/Add', {
      EventId: event.id,
      FirstName: 'Eli',
      LastName: 'Haddad',
      GoalCents: 20_000,
    });
    expect(typed.json().Participant.GoalCents).toBe(20_000);

    const renamed = await call(organiser.id, 'POST', '/api/ThonParticipants/Update', {
      ParticipantId: typed.json().Participant.ParticipantId,
      FirstName: 'Elias',
      LastName: 'Haddad',
    });
    expect(renamed.json().Participant).toMatchObject({ FirstName: 'Elias', GoalCents: 20_000 });
  });

  it('refuses a goal under $1, a grade and a shirt size not on the lists, and empty names', async () => {
    const { event, organiser } = await thonWithStaff();
    const add = (fields: Record<string, unknown>) =>
      call(organiser.id, 'POST', '/api/ThonParticipants/Add', {
        EventId: event.id,
        FirstName: 'Sam',
        LastName: 'Lee',
        ...fields,
      });
    const low = await add({ GoalCents: 99 });
    expect(low.statusCode).toBe(400);
    expect(low.json().Errors).toEqual({ GoalCents: messages.minimumGoal });
    expect((await add({ GoalCents: 100 })).statusCode).toBe(200);
    expect((await add({ Grade: '13' })).json().Errors).toEqual({ Grade: messages.invalidData });
    expect((await add({ ShirtSize: 'XXL' })).json().Errors).toEqual({ ShirtSize: messages.invalidData });
    expect((await add({ FirstName: '  ' })).json().Errors).toEqual({
      FirstName: messages.reviewRequiredFields,
    });
    expect((await add({ ParentEmail: 'not-an-address' })).json().Errors).toEqual({
      ParentEmail: messages.invalidEmail,
    });
  });

  it('pages and searches the list', async () => {
    const { db } = server;
    const { event, organiser } = await thonWithStaff();
    for (let i = 0; i < 7; i += 1) await createParticipant(db, event.id, { lastName: `Walker${i}` });
    await createParticipant(db, event.id, { firstName: 'Zoe', lastName: 'Quinn' });
    const page2 = await call(organiser.id, 'GET', `/api/ThonParticipants/List/${event.id}?Page=2&PageSize=5`);
    expect(page2.json()).toMatchObject({ Total: 8, Page: 2, PageSize: 5 });
    expect(page2.json().Items).toHaveLength(3);
    const zoe = await call(organiser.id, 'GET', `/api/ThonParticipants/List/${event.id}?Search=zoe%20qu`);
    expect(zoe.json().Items.map((item: { FirstName: string }) => item.FirstName)).toEqual(['Zoe']);
  });

  it('edits a participant and moves participants between teams', async () => {
    const { db } = server;
    const { event, red, blue, organiser } = await thonWithStaff();
    const one = await createParticipant(db, event.id, { teamId: red.id });
    const two = await createParticipant(db, event.id, { teamId: red.id });
    const edited = await call(organiser.id, 'POST', '/api/ThonParticipants/Update', {
      ParticipantId: one.id,
      FirstName: 'Pat',
      LastName: 'Runner-Smith',
      GoalCents: 50_000,
      TeamId: red.id,
    });
    expect(edited.json()).toMatchObject({
      Message: messages.saved,
      Participant: { LastName: 'Runner-Smith', GoalCents: 50_000, AccessCode: one.accessCode },
    });
    const moved = await call(organiser.id, 'POST', '/api/ThonParticipants/Move', {
      EventId: event.id,
      ParticipantIds: [one.id, two.id],
      TeamId: blue.id,
    });
    expect(moved.json()).toEqual({ Message: messages.participantsMoved, Moved: 2 });
    const rows = await db.select().from(schema.participants).where(eq(schema.participants.eventId, event.id));
    expect(rows.map((row) => row.teamId)).toEqual([blue.id, blue.id]);
  });

  it('removes a participant from the lists and from sign-in, keeping the row and its pledges', async () => {
    const { db } = server;
    const { event, organiser } = await thonWithStaff();
    const gone = await createParticipant(db, event.id);
    await db.insert(schema.pledges).values({
      eventId: event.id,
      participantId: gone.id,
      donorFirstName: 'Gran',
      donorLastName: 'Runner',
      kind: 'flat',
      amountCents: 2_500,
      idempotencyKey: `pledge-${unique()}`,
    });
    const removed = await call(organiser.id, 'POST', '/api/ThonParticipants/Remove', {
      ParticipantId: gone.id,
    });
    expect(removed.json().Message).toBe(messages.participantRemoved);

    expect((await call(organiser.id, 'GET', `/api/ThonParticipants/List/${event.id}`)).json().Total).toBe(0);
    const [row] = await db.select().from(schema.participants).where(eq(schema.participants.id, gone.id));
    expect(row?.removedAt).toBeInstanceOf(Date);
    const pledges = await db.select().from(schema.pledges).where(eq(schema.pledges.participantId, gone.id));
    expect(pledges).toHaveLength(1);
    const login = await server.app.inject({
      method: 'POST',
      url: '/authentication/LoginWithAccessCode',
      payload: { AccessCode: gone.accessCode },
    });
    expect(login.statusCode).not.toBe(200);
    // Removed once is removed: a second remove finds nobody.
    expect(
      (await call(organiser.id, 'POST', '/api/ThonParticipants/Remove', { ParticipantId: gone.id }))
        .statusCode,
    ).toBe(403);
  });

  describe('reach', () => {
    it("keeps an organiser of Thon A out of Thon B's participants", async () => {
      const { db } = server;
      const a = await thonWithStaff();
      const b = await thonWithStaff();
      const theirs = await createParticipant(db, b.event.id);
      const denied = [
        await call(a.organiser.id, 'GET', `/api/ThonParticipants/List/${b.event.id}`),
        await call(a.organiser.id, 'GET', `/api/ThonParticipants/Thon/${b.event.eventCode}`),
        await call(a.organiser.id, 'POST', '/api/ThonParticipants/Add', {
          EventId: b.event.id,
          FirstName: 'Sly',
          LastName: 'Fox',
        }),
        await call(a.organiser.id, 'POST', '/api/ThonParticipants/Update', {
          ParticipantId: theirs.id,
          FirstName: 'Sly',
          LastName: 'Fox',
        }),
        await call(a.organiser.id, 'POST', '/api/ThonParticipants/Remove', { ParticipantId: theirs.id }),
        await call(a.organiser.id, 'POST', '/api/ThonParticipants/Move', {
          EventId: b.event.id,
          ParticipantIds: [theirs.id],
          TeamId: null,
        }),
        // Their own Thon's id with the other Thon's participant moves nobody.
        await call(a.organiser.id, 'POST', '/api/ThonParticipants/Move', {
          EventId: a.event.id,
          ParticipantIds: [theirs.id],
          TeamId: a.red.id,
        }),
        // Nor may a participant of theirs go to the other Thon's team.
        await call(a.organiser.id, 'POST', '/api/ThonParticipants/Add', {
          EventId: a.event.id,
          FirstName: 'Sly',
          LastName: 'Fox',
          TeamId: b.red.id,
        }),
      ];
      expect(denied.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403, 400]);
      const [row] = await db.select().from(schema.participants).where(eq(schema.participants.id, theirs.id));
      expect(row).toMatchObject({ firstName: theirs.firstName, removedAt: null, teamId: null });
    });

    it('gives a teacher only their class', async () => {
      const { db } = server;
      const { event, teacher, red } = await thonWithStaff();
      const mine = await createParticipant(db, event.id, { teacherUserId: teacher.id, lastName: 'Mine' });
      const notMine = await createParticipant(db, event.id, { lastName: 'NotMine' });
      const list = await call(teacher.id, 'GET', `/api/ThonParticipants/List/${event.id}`);
      expect(list.json().Items.map((item: { LastName: string }) => item.LastName)).toEqual(['Mine']);
      const edit = (participantId: string, teacherUserId: string | null) =>
        call(teacher.id, 'POST', '/api/ThonParticipants/Update', {
          ParticipantId: participantId,
          FirstName: 'A',
          LastName: 'B',
          TeacherUserId: teacherUserId,
        });
      expect((await edit(notMine.id, teacher.id)).statusCode).toBe(403);
      // Nor may they hand a pupil out of their class.
      expect((await edit(mine.id, null)).statusCode).toBe(403);
      expect((await edit(mine.id, teacher.id)).statusCode).toBe(200);
      const add = await call(teacher.id, 'POST', '/api/ThonParticipants/Add', {
        EventId: event.id,
        FirstName: 'New',
        LastName: 'Pupil',
        TeamId: red.id,
      });
      expect(add.statusCode).toBe(403);
      const own = await call(teacher.id, 'POST', '/api/ThonParticipants/Add', {
        EventId: event.id,
        FirstName: 'New',
        LastName: 'Pupil',
        TeacherUserId: teacher.id,
      });
      expect(own.statusCode).toBe(200);
      expect(
        (
          await call(teacher.id, 'POST', '/api/ThonParticipants/Move', {
            EventId: event.id,
            ParticipantIds: [mine.id, notMine.id],
            TeamId: red.id,
          })
        ).statusCode,
      ).toBe(403);
    });

    it('gives a team leader only their team, and not the moving of anyone off it', async () => {
      const { db } = server;
      const { event, leader, red, blue } = await thonWithStaff();
      const mine = await createParticipant(db, event.id, { teamId: red.id, lastName: 'Red' });
      const other = await createParticipant(db, event.id, { teamId: blue.id, lastName: 'Blue' });
      const list = await call(leader.id, 'GET', `/api/ThonParticipants/List/${event.id}`);
      expect(list.json().Items.map((item: { LastName: string }) => item.LastName)).toEqual(['Red']);
      const overview = await call(
        leader.id,
        'GET',
        `/api/ThonParticipants/Thon/${event.eventCode.toLowerCase()}`,
      );
      expect(overview.json()).toMatchObject({
        Reach: 'team',
        ManagesPeople: false,
        Teams: [{ Name: 'Red' }],
      });
      expect(
        (await call(leader.id, 'POST', '/api/ThonParticipants/Remove', { ParticipantId: other.id }))
          .statusCode,
      ).toBe(403);
      const moveOff = await call(leader.id, 'POST', '/api/ThonParticipants/Move', {
        EventId: event.id,
        ParticipantIds: [mine.id],
        TeamId: blue.id,
      });
      expect(moveOff.statusCode).toBe(403);
      expect(
        (await call(leader.id, 'POST', '/api/ThonParticipants/Remove', { ParticipantId: mine.id }))
          .statusCode,
      ).toBe(200);
    });

    it('keeps parents and vendors out altogether', async () => {
      const { event } = await thonWithStaff();
      for (const role of ['parent', 'vendor', 'participant'] as const) {
        const person = await createPerson(server.db, { roles: [role] });
        expect((await call(person.id, 'GET', `/api/ThonParticipants/List/${event.id}`)).statusCode).toBe(403);
      }
    });
  });
});
