import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant, createPledge, recordUnits } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

const { chargeRequests, events, personalDataViews } = schema;

describe('Completing a Thon', () => {
  const server = useTestApp();

  async function thonOnDate(eventDate: string, overrides: { flatDonationsOnly?: boolean } = {}) {
    const event = await createEvent(server.db, { eventDate, status: 'active', ...overrides });
    const organizer = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const complete = async (body: object = {}) =>
      server.app.inject({
        method: 'POST',
        url: '/api/Thons/Complete',
        headers: await sessionHeaders(server.db, { userId: organizer.id }),
        payload: { EventId: event.id, ...body },
      });
    const state = async () => {
      const [row] = await server.db.select().from(events).where(eq(events.id, event.id));
      const requests = await server.db
        .select()
        .from(chargeRequests)
        .where(eq(chargeRequests.eventId, event.id));
      return { status: row?.status, chargeRequests: requests.length };
    };
    return { event, organizer, complete, state };
  }

  it('refuses an early completion with children missing results until confirmed, listing them and their per-lap pledges', async () => {
    const thon = await thonOnDate('2099-06-01');
    const ann = await createParticipant(server.db, thon.event.id, { firstName: 'Ann', lastName: 'Able' });
    const lap = await createPledge(server.db, ann, {
      rateCents: 150,
      donorFirstName: 'Gus',
      donorLastName: 'Grand',
    });
    const capped = await createPledge(server.db, ann, {
      rateCents: 200,
      maxCents: 3000,
      donorFirstName: 'Ivy',
      donorLastName: 'Aunt',
    });
    await createPledge(server.db, ann, { amountCents: 2500 });
    await createPledge(server.db, ann, { rateCents: 100, status: 'cancelled' });
    const ben = await createParticipant(server.db, thon.event.id, { firstName: 'Ben', lastName: 'Brook' });
    await recordUnits(server.db, ben.id, 20);
    await createPledge(server.db, ben, { rateCents: 100 });
    const cy = await createParticipant(server.db, thon.event.id, { firstName: 'Cy', lastName: 'Cole' });
    await createParticipant(server.db, thon.event.id, { firstName: 'Dee', removedAt: new Date() });

    for (const body of [{}, { Confirmed: false }]) {
      const refused = await thon.complete(body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        Success: false,
        Message: messages.thonCompletionToConfirm,
        Errors: {},
        EventDate: '2099-06-01',
        BeforeEventDate: true,
        ParticipantsWithoutResults: [
          {
            ParticipantId: ann.id,
            FirstName: 'Ann',
            LastName: 'Able',
            PerUnitPledges: [
              { PledgeId: lap.id, DonorName: 'Gus Grand', RateCents: 150, MaxCents: null },
              { PledgeId: capped.id, DonorName: 'Ivy Aunt', RateCents: 200, MaxCents: 3000 },
            ],
          },
          { ParticipantId: cy.id, FirstName: 'Cy', LastName: 'Cole', PerUnitPledges: [] },
        ],
      });
      expect(await thon.state()).toEqual({ status: 'active', chargeRequests: 0 });
    }
    // The organiser saw the children by name: the look is logged like any other.
    const views = await server.db
      .select()
      .from(personalDataViews)
      .where(eq(personalDataViews.viewerUserId, thon.organizer.id));
    expect(new Set(views.map((view) => view.participantId))).toEqual(new Set([ann.id, cy.id]));

    const confirmed = await thon.complete({ Confirmed: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ Success: true, Message: messages.thonCompleted });
    expect(await thon.state()).toEqual({ status: 'completed', chargeRequests: 1 });
  });

  it('refuses a completion after the event date while a child has no result', async () => {
    const thon = await thonOnDate('2026-01-10');
    const eli = await createParticipant(server.db, thon.event.id, { firstName: 'Eli', lastName: 'East' });
    const refused = await thon.complete();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      BeforeEventDate: false,
      ParticipantsWithoutResults: [{ ParticipantId: eli.id, PerUnitPledges: [] }],
    });
    await recordUnits(server.db, eli.id, 12);
    expect((await thon.complete()).statusCode).toBe(200);
    expect(await thon.state()).toEqual({ status: 'completed', chargeRequests: 1 });
  });

  it('completes at once after the event date when every child has a result, and answers the same again', async () => {
    const thon = await thonOnDate('2026-01-10');
    await recordUnits(server.db, (await createParticipant(server.db, thon.event.id)).id, 8);
    for (let time = 0; time < 2; time += 1) {
      const response = await thon.complete();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ Success: true, Message: messages.thonCompleted });
    }
    expect(await thon.state()).toEqual({ status: 'completed', chargeRequests: 1 });
  });

  it('asks nothing about results in a Thon of flat donations only, unless per-lap pledges from before depend on them', async () => {
    const thon = await thonOnDate('2026-01-10', { flatDonationsOnly: true });
    const fay = await createParticipant(server.db, thon.event.id, { firstName: 'Fay' });
    await createPledge(server.db, fay, { amountCents: 2000 });
    const gil = await createParticipant(server.db, thon.event.id, { firstName: 'Gil' });
    const kept = await createPledge(server.db, gil, { rateCents: 100 });
    const refused = await thon.complete();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().ParticipantsWithoutResults).toEqual([
      expect.objectContaining({
        ParticipantId: gil.id,
        PerUnitPledges: [expect.objectContaining({ PledgeId: kept.id })],
      }),
    ]);
    await recordUnits(server.db, gil.id, 5);
    expect((await thon.complete()).statusCode).toBe(200);
  });
});
