import { messages } from '@pledgethon/core';
import { schema } from '@pledgethon/db';
import {
  createEvent,
  createParticipant,
  createPayment,
  createPledge,
  createTeam,
  recordUnits,
} from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe('the event dashboard', () => {
  const server = useTestApp();

  const get = async (url: string, userId: string) =>
    server.app.inject({ method: 'GET', url, headers: await sessionHeaders(server.db, { userId }) });

  /** A Thon with three teams, a class, pledges, results and payments. */
  async function thonWithActivity() {
    const db = server.db;
    const event = await createEvent(db, { goalCents: 50_000, maxUnits: 30, timeZone: 'America/Chicago' });
    const [red, blue, green] = [
      await createTeam(db, event.id, 'Red'),
      await createTeam(db, event.id, 'Blue'),
      await createTeam(db, event.id, 'Green'),
    ];
    const teacher = await createPerson(db, { roles: [{ role: 'teacher', eventId: event.id }] });
    const ann = await createParticipant(db, event.id, {
      firstName: 'Ann',
      lastName: 'Archer',
      teamId: red.id,
      teacherUserId: teacher.id,
      goalCents: 10_000,
    });
    const bob = await createParticipant(db, event.id, {
      firstName: 'Bob',
      lastName: 'Baker',
      teamId: blue.id,
      goalCents: 2_000,
    });
    const cy = await createParticipant(db, event.id, { firstName: 'Cy', lastName: 'Cole', teamId: green.id });
    const day = (iso: string) => ({ createdAt: new Date(iso) });
    // 03:00 UTC on the 2nd is still the 1st in Chicago.
    await createPledge(db, ann, { amountCents: 5_000, ...day('2026-04-02T03:00:00Z') });
    await createPledge(db, ann, { rateCents: 100, ...day('2026-04-02T15:00:00Z') });
    await recordUnits(db, ann.id, 40); // capped at 30 units: 3,000
    await createPledge(db, bob, { amountCents: 2_500, donorFirstName: 'Gail', donorLastName: 'Giver' });
    await createPledge(db, cy, { amountCents: 9_900, status: 'cancelled' });
    await createPayment(db, ann, { amountCents: 5_000 });
    await createPayment(db, bob, { amountCents: 1_000, status: 'pending' });
    await db.insert(schema.payments).values({
      eventId: event.id,
      amountCents: 700,
      method: 'bulk',
      provider: 'offline',
      status: 'succeeded',
      idempotencyKey: `bulk-${event.id}`,
    });
    return { event, teams: { red, blue, green }, teacher, ann, bob, cy };
  }

  it("gives the Thon's organiser its totals, charts, leaderboard and top participants", async () => {
    const { event, teams, ann, bob, cy } = await thonWithActivity();
    const organiser = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const response = await get(`/api/Dashboard/GetDashboard/${event.id}`, organiser.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      EventId: event.id,
      Reach: 'all',
      GoalCents: 50_000,
      PledgedCents: 10_500,
      CollectedCents: 5_700,
      OutstandingCents: 4_800,
      ParticipantCount: 3,
      PledgeCount: 3,
      PledgesByDay: [
        { Day: '2026-04-01', PledgedCents: 5_000, Count: 1 },
        { Day: '2026-04-02', PledgedCents: 3_000, Count: 1 },
        expect.objectContaining({ PledgedCents: 2_500, Count: 1 }),
      ],
    });
    // Ann's two pledges count her once on Red; Cy's cancelled pledge counts nothing.
    expect(
      body.Teams.map((team: { Name: string; RaisedCents: number; ParticipantCount: number }) => [
        team.Name,
        team.RaisedCents,
        team.ParticipantCount,
      ]),
    ).toEqual([
      ['Red', 8_000, 1],
      ['Blue', 2_500, 1],
      ['Green', 0, 1],
    ]);
    expect(body.Leaderboard.map((team: { TeamId: string }) => team.TeamId)).toEqual([
      teams.red.id,
      teams.blue.id,
      teams.green.id,
    ]);
    expect(body.TopParticipants.map((p: { ParticipantId: string }) => p.ParticipantId)).toEqual([
      ann.id,
      bob.id,
      cy.id,
    ]);
    expect(body.TopParticipants[0]).toMatchObject({ RaisedCents: 8_000, PledgeCount: 2, TeamName: 'Red' });
    expect(body.TopParticipants[2]).toMatchObject({ RaisedCents: 0, PledgeCount: 0, TeamName: 'Green' });
  });

  it('keeps the leaderboard to four teams and top participants to five', async () => {
    const db = server.db;
    const event = await createEvent(db);
    for (let index = 0; index < 6; index++) {
      const team = await createTeam(db, event.id);
      const child = await createParticipant(db, event.id, { teamId: team.id });
      await createPledge(db, child, { amountCents: 1_000 * (index + 1) });
    }
    const admin = await createPerson(db, { roles: ['super_admin'] });
    const body = (await get(`/api/Dashboard/GetDashboard/${event.id}`, admin.id)).json();
    expect(body.Teams).toHaveLength(6);
    expect(body.Leaderboard.map((team: { RaisedCents: number }) => team.RaisedCents)).toEqual([
      6_000, 5_000, 4_000, 3_000,
    ]);
    expect(body.TopParticipants).toHaveLength(5);
  });

  it('limits a teacher to their class and a team leader to their team', async () => {
    const { event, teams, teacher, ann, bob } = await thonWithActivity();
    const classView = (await get(`/api/Dashboard/GetDashboard/${event.id}`, teacher.id)).json();
    expect(classView).toMatchObject({
      Reach: 'class',
      GoalCents: 10_000,
      PledgedCents: 8_000,
      CollectedCents: 5_000,
      ParticipantCount: 1,
    });
    expect(classView.TopParticipants.map((p: { ParticipantId: string }) => p.ParticipantId)).toEqual([
      ann.id,
    ]);

    const leader = await createPerson(server.db, {
      roles: [{ role: 'team_leader', eventId: event.id, teamId: teams.blue.id }],
    });
    const teamView = (await get(`/api/Dashboard/GetDashboard/${event.id}`, leader.id)).json();
    expect(teamView).toMatchObject({
      Reach: 'team',
      PledgedCents: 2_500,
      CollectedCents: 0,
      ParticipantCount: 1,
    });
    expect(teamView.Teams.map((team: { TeamId: string }) => team.TeamId)).toEqual([teams.blue.id]);

    const list = (await get(`/api/Dashboard/GetParticipants/${event.id}`, leader.id)).json();
    expect(list.Items.map((p: { ParticipantId: string }) => p.ParticipantId)).toEqual([bob.id]);
    const activity = (await get(`/api/Dashboard/GetActivity/${event.id}`, teacher.id)).json();
    expect(activity.Total).toBe(2);
  });

  it('refuses an organiser of another Thon, a parent and a stranger, and asks for a session', async () => {
    const { event } = await thonWithActivity();
    const other = await createEvent(server.db);
    const otherOrganiser = await createPerson(server.db, {
      roles: [{ role: 'organizer', eventId: other.id }],
    });
    const parent = await createPerson(server.db, { roles: ['parent'] });
    for (const path of ['GetDashboard', 'GetParticipants', 'GetActivity']) {
      for (const who of [otherOrganiser, parent]) {
        const response = await get(`/api/Dashboard/${path}/${event.id}`, who.id);
        expect(response.statusCode, `${path}`).toBe(403);
        expect(response.json().Message).toBe(messages.accessDenied);
      }
      const anonymous = await server.app.inject({ method: 'GET', url: `/api/Dashboard/${path}/${event.id}` });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('pages participants by five, by name, with search, team and progress filters', async () => {
    const db = server.db;
    const event = await createEvent(db);
    const team = await createTeam(db, event.id);
    const names = ['Zoe', 'Yan', 'Xia', 'Wes', 'Vic', 'Uma', 'Tom'];
    for (const [index, name] of names.entries()) {
      const child = await createParticipant(db, event.id, {
        firstName: name,
        lastName: `Runner_${name}`,
        goalCents: 1_000,
        ...(index < 2 ? { teamId: team.id } : {}),
      });
      if (index % 2 === 0) await createPledge(db, child, { amountCents: 1_000 });
    }
    const organiser = await createPerson(db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const list = async (query: string) =>
      (await get(`/api/Dashboard/GetParticipants/${event.id}?${query}`, organiser.id)).json();
    const firstNames = (page: { Items: { FirstName: string }[] }) => page.Items.map((item) => item.FirstName);

    const first = await list('page=1');
    expect(first).toMatchObject({ Total: 7, Page: 1, PageSize: 5 });
    expect(firstNames(first)).toEqual(['Tom', 'Uma', 'Vic', 'Wes', 'Xia']);
    expect(firstNames(await list('page=2'))).toEqual(['Yan', 'Zoe']);
    expect(firstNames(await list('search=runner_w'))).toEqual(['Wes']);
    expect((await list('search=%25')).Total).toBe(0);
    expect(firstNames(await list(`teamId=${team.id}`))).toEqual(['Yan', 'Zoe']);
    expect(firstNames(await list('progress=reached'))).toEqual(['Tom', 'Vic', 'Xia', 'Zoe']);
    expect(firstNames(await list('progress=below'))).toEqual(['Uma', 'Wes', 'Yan']);
  });

  it('pages the newest pledges by five, naming donors by first name and last initial', async () => {
    const { event } = await thonWithActivity();
    const organiser = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const body = (await get(`/api/Dashboard/GetActivity/${event.id}?page=1`, organiser.id)).json();
    expect(body).toMatchObject({ Total: 3, Page: 1, PageSize: 5 });
    expect(body.Items[0]).toMatchObject({
      DonorName: 'Gail G.',
      ParticipantFirstName: 'Bob',
      AmountCents: 2_500,
    });
    expect(body.Items.map((item: { Kind: string }) => item.Kind)).toContain('per_unit');
    // Newest first, each at the moment it was made.
    expect(body.Items.slice(1).map((item: { CreatedAt: string }) => item.CreatedAt)).toEqual([
      '2026-04-02T15:00:00.000Z',
      '2026-04-02T03:00:00.000Z',
    ]);
  });

  it('lists the Thons a user may open, and every Thon for super administrators', async () => {
    const db = server.db;
    const { event, teams, teacher } = await thonWithActivity();
    const leader = await createPerson(db, { roles: [{ role: 'team_leader', teamId: teams.red.id }] });
    const nobody = await createPerson(db);
    const admin = await createPerson(db, { roles: ['super_admin'] });
    const ids = async (userId: string) =>
      (await get('/api/Dashboard/GetMyThons', userId))
        .json()
        .map((thon: { EventId: string }) => thon.EventId);
    expect(await ids(teacher.id)).toEqual([event.id]);
    expect(await ids(leader.id)).toEqual([event.id]);
    expect(await ids(nobody.id)).toEqual([]);
    expect(await ids(admin.id)).toContain(event.id);
  });
});
