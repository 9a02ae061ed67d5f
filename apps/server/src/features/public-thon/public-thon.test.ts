import { MAX_TEAM_LEADERBOARD_ENTRIES, messages, PAGE_SIZE } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createPledge, createTeam, unique } from '@pledgethon/db/testing';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { PUBLIC_ANSWER_TTL_MS } from './public-thon';

describe('the public Thon and participant pages', () => {
  const server = useTestApp();
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('ranks at most four teams by what they raised, and names no child unless the organiser ranks them', async () => {
    const { db } = server;
    const event = await createEvent(db);
    const teams = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((name) => createTeam(db, event.id, name)));
    for (const [index, team] of teams.entries()) {
      const child = await createParticipant(db, event.id, {
        firstName: `Kid${index}`,
        lastName: 'Zed',
        teamId: team.id,
      });
      await createPledge(db, child, { amountCents: 1_000 * (index + 1) });
    }
    // The clock stands still from the first look, so the page is kept for exactly its while.
    vi.setSystemTime(Date.now());
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const page = await get(`/api/events/GetPublicEvent/${event.eventCode}`);
    const body = page.json();
    expect(body.Teams).toHaveLength(MAX_TEAM_LEADERBOARD_ENTRIES);
    expect(body.Teams.map((team: { Name: string }) => team.Name)).toEqual(['E', 'D', 'C', 'B']);
    expect(body.Teams[0]).toEqual({ Name: 'E', RaisedCents: 5_000, ParticipantCount: 1 });
    expect(body.RanksParticipants).toBe(false);
    expect(body.TopParticipants).toEqual([]);
    expect(page.body).not.toContain('Kid');

    await db
      .update(schema.events)
      .set({ publicParticipantRanking: true })
      .where(eq(schema.events.id, event.id));
    // The page is kept for a moment (decision 056); the turned-on ranking shows once that has passed.
    const kept = (await get(`/api/events/GetPublicEvent/${event.eventCode}`)).json();
    expect(kept.RanksParticipants).toBe(false);
    vi.setSystemTime(Date.now() + PUBLIC_ANSWER_TTL_MS);
    const ranked = (await get(`/api/events/GetPublicEvent/${event.eventCode}`)).json();
    expect(ranked.TopParticipants.map((row: { DisplayName: string }) => row.DisplayName)).toEqual([
      'Kid4 Z.',
      'Kid3 Z.',
      'Kid2 Z.',
      'Kid1 Z.',
      'Kid0 Z.',
    ]);
  });

  it("shows a participant's progress toward their own goal, named as the parent allowed", async () => {
    const { db } = server;
    const event = await createEvent(db, { fundsGoTo: 'Library books' });
    const team = await createTeam(db, event.id, 'Red Rockets');
    const maya = await createParticipant(db, event.id, {
      firstName: 'Maya',
      lastName: 'Lopez',
      goalCents: 20_000,
      teamId: team.id,
    });
    const noor = await createParticipant(db, event.id, {
      firstName: 'Noor',
      lastName: 'Haddad',
      publicFullNameOptIn: true,
    });
    await createPledge(db, maya, { amountCents: 2_500 });
    await createPledge(db, maya, { amountCents: 900, status: 'cancelled' });

    const page = await get(`/api/events/GetPublicParticipant/${event.eventCode}/${maya.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      ParticipantId: maya.id,
      DisplayName: 'Maya L.',
      TeamName: 'Red Rockets',
      GoalCents: 20_000,
      RaisedCents: 2_500,
      EventCode: event.eventCode,
      FundsGoTo: 'Library books',
      MoneySplit: { OrganizationSharePercent: 100 },
    });
    expect(page.body).not.toContain('Lopez');
    const full = await get(`/api/events/GetPublicParticipant/${event.eventCode}/${noor.id}`);
    expect(full.json().DisplayName).toBe('Noor Haddad');
  });

  it("answers 'not found' for a participant of another Thon, a removed one and an unknown code", async () => {
    const { db } = server;
    const event = await createEvent(db);
    const other = await createParticipant(db, (await createEvent(db)).id);
    const removed = await createParticipant(db, event.id, { removedAt: new Date() });
    for (const url of [
      `/api/events/GetPublicParticipant/${event.eventCode}/${other.id}`,
      `/api/events/GetPublicParticipant/${event.eventCode}/${removed.id}`,
      `/api/events/GetPublicParticipant/NOPE${unique()}/${other.id}`,
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().Message).toBe(messages.notFound);
    }
  });

  it("tells the share that reaches the organisation after the franchisee's commission", async () => {
    const { db } = server;
    const [franchisee] = await db
      .insert(schema.franchisees)
      .values({ name: 'Great Lakes Fundraising', commissionBasisPoints: 1_250 })
      .returning();
    const event = await createEvent(db, { franchiseeId: franchisee?.id ?? null });
    const body = (await get(`/api/events/GetPublicEvent/${event.eventCode}`)).json();
    expect(body.MoneySplit).toEqual({
      OrganizationSharePercent: 87.5,
      CommissionPercent: 12.5,
      FranchiseeName: 'Great Lakes Fundraising',
    });
  });
});

describe('sponsor updates', () => {
  const server = useTestApp();

  async function thon() {
    const { db } = server;
    const event = await createEvent(db);
    const organiser = await createPerson(db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const child = await createParticipant(db, event.id);
    return { event, organiser, child };
  }

  const post = async (who: string, payload: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: '/api/SponsorUpdates/Post',
      headers: await sessionHeaders(server.db, { userId: who }),
      payload,
    });

  it("posts with 'update posted' and pages the public list 5 at a time, newest first", async () => {
    const { event, organiser, child } = await thon();
    for (let index = 1; index <= 7; index++) {
      const answer = await post(organiser.id, { EventId: event.id, Message: `Lap day news ${index}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().Message).toBe(messages.updatePosted);
    }
    await post(organiser.id, {
      EventId: event.id,
      ParticipantId: child.id,
      Message: 'Only for her sponsors',
    });

    const first = (
      await server.app.inject({ method: 'GET', url: `/api/events/GetPublicEvent/${event.eventCode}` })
    ).json();
    expect(first.SponsorUpdates.Total).toBe(7);
    expect(first.SponsorUpdates.Items).toHaveLength(PAGE_SIZE);
    const second = await server.app.inject({
      method: 'GET',
      url: `/api/events/GetSponsorUpdates/${event.eventCode}?Page=2`,
    });
    expect(second.json().Items.map((item: { Message: string }) => item.Message)).toHaveLength(2);
    const pastTheEnd = await server.app.inject({
      method: 'GET',
      url: `/api/events/GetSponsorUpdates/${event.eventCode}?Page=9`,
    });
    expect(pastTheEnd.json()).toMatchObject({ Items: [], Total: 7 });

    const own = await server.app.inject({
      method: 'GET',
      url: `/api/events/GetPublicParticipant/${event.eventCode}/${child.id}`,
    });
    expect(own.json().SponsorUpdates.Total).toBe(8);
    expect(own.json().SponsorUpdates.Items[0].Message).toBe('Only for her sponsors');
  });

  it("refuses an empty update, another Thon's participant, and staff who are not organisers", async () => {
    const { db } = server;
    const { event, organiser } = await thon();
    const empty = await post(organiser.id, { EventId: event.id, Message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Message).toBe(messages.reviewRequiredFields);
    const stranger = await createParticipant(db, (await createEvent(db)).id);
    const foreign = await post(organiser.id, {
      EventId: event.id,
      ParticipantId: stranger.id,
      Message: 'Hi',
    });
    expect(foreign.statusCode).toBe(400);
    const teacher = await createPerson(db, { roles: [{ role: 'teacher', eventId: event.id }] });
    expect((await post(teacher.id, { EventId: event.id, Message: 'Hi' })).statusCode).toBe(403);
  });
});
