import { messages } from '@pledgethon/core';
import {
  createEvent,
  createParticipant,
  createPayment,
  createPledge,
  recordUnits,
  unique,
} from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../../testing/people';
import { useTestApp } from '../../../testing/test-app';

describe('event codes', () => {
  const server = useTestApp();

  const findByCode = (EventCode: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: '/api/EventCode', payload: { EventCode }, headers });
  const publicEvent = (eventCode: string) =>
    server.app.inject({ method: 'GET', url: `/api/events/GetPublicEvent/${eventCode}` });

  it('answers the event id as a JSON string, for the code in any case', async () => {
    const event = await createEvent(server.db, { eventCode: `Maple${unique()}` });
    const response = await findByCode(` ${event.eventCode.toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toBe(event.id);
  });

  it("answers 'not found' for an unknown code", async () => {
    const response = await findByCode(`NOPE${unique()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Success: false, Message: 'not found', Errors: {} });
  });

  it('calls an empty code not valid', async () => {
    const response = await findByCode('  ');
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual({ EventCode: 'Sorry, that code is not valid.' });
  });

  it('serves every signed-in role, vendors included', async () => {
    const db = server.db;
    const event = await createEvent(db);
    const vendor = await createPerson(db, { roles: ['vendor'] });
    const response = await findByCode(event.eventCode, await sessionHeaders(db, { userId: vendor.id }));
    expect(response.statusCode).toBe(200);
  });

  it("gives the Thon's public facts, counting what was pledged and the participants without naming anyone", async () => {
    const db = server.db;
    const event = await createEvent(db, {
      name: 'Maple Fun Run',
      eventDate: '2026-05-15',
      fundsGoTo: 'New playground',
      status: 'active',
    });
    const ana = await createParticipant(db, event.id, { firstName: 'Anastasia', lastName: 'Quickfoot' });
    await createParticipant(db, event.id, { firstName: 'Bartholomew', lastName: 'Swiftwind' });
    // A removed participant keeps their pledges but no longer counts as taking part.
    await createParticipant(db, event.id, { firstName: 'Gone', lastName: 'Away', removedAt: new Date() });
    // Pledged is what counts as raised (flat 2,500 + 100 a lap × 10 laps); money received does not.
    await createPledge(db, ana, { amountCents: 2_500 });
    await createPledge(db, ana, { rateCents: 100 });
    await createPledge(db, ana, { amountCents: 4_400, status: 'cancelled' });
    await recordUnits(db, ana.id, 10);
    await createPayment(db, ana, { amountCents: 7_700 });

    const response = await publicEvent(event.eventCode.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      EventId: event.id,
      EventCode: event.eventCode,
      Name: 'Maple Fun Run',
      EventDate: '2026-05-15',
      TimeZone: 'America/Chicago',
      OrganizationName: expect.stringMatching(/^School /),
      UnitName: 'lap',
      UnitNamePlural: 'laps',
      GoalCents: 100_000,
      RaisedCents: 3_500,
      ParticipantCount: 2,
      FundsGoTo: 'New playground',
      FlatDonationsOnly: false,
      Status: 'active',
      MoneySplit: { OrganizationSharePercent: 100, CommissionPercent: 0, FranchiseeName: null },
      Teams: [],
      RanksParticipants: false,
      TopParticipants: [],
      SponsorUpdates: { Items: [], Total: 0, Page: 1, PageSize: 5 },
    });
    for (const name of ['Anastasia', 'Quickfoot', 'Bartholomew', 'Swiftwind']) {
      expect(response.body).not.toContain(name);
    }
  });

  it('gives a Thon with no participants and no pledges zeros', async () => {
    const event = await createEvent(server.db);
    const body = (await publicEvent(event.eventCode)).json();
    expect(body).toMatchObject({ RaisedCents: 0, ParticipantCount: 0, FundsGoTo: null, Status: 'draft' });
  });

  it("answers 'not found' for the public facts of an unknown code", async () => {
    const response = await publicEvent(`NOPE${unique()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().Message).toBe(messages.notFound);
  });
});
