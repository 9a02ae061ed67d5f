import { MAX_PARTICIPANTS_PER_PARENT, messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import {
  createEvent,
  createParticipant,
  createPayment,
  createPledge,
  recordUnits,
} from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe("a parent's children", () => {
  const server = useTestApp();

  async function parent() {
    const user = await createPerson(server.db, { roles: ['parent'] });
    return { user, headers: await sessionHeaders(server.db, { userId: user.id }) };
  }
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    server.app.inject({ method: 'POST', url, headers, payload });
  const add = (headers: Record<string, string>, payload: object) =>
    post('/api/Parent/AddParticipant', headers, payload);

  it('adds a child to a Thon by its event code, showing first name and last initial by default', async () => {
    const event = await createEvent(server.db, { eventCode: `Kid${Date.now()}` });
    const { user, headers } = await parent();
    const response = await add(headers, {
      EventCode: ` ${event.eventCode.toLowerCase()} `,
      FirstName: 'Mia',
      LastName: 'Stone',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      FirstName: 'Mia',
      LastName: 'Stone',
      EventId: event.id,
      GoalCents: 35_000,
      RaisedCents: 0,
      PublicFullName: false,
      PublicPhoto: false,
      PublicConsentAt: null,
      AccessCode: expect.stringMatching(/^[A-Z2-9]{10}$/),
    });
    const [link] = await server.db
      .select()
      .from(schema.parentParticipants)
      .where(eq(schema.parentParticipants.participantId, response.json().ParticipantId));
    expect(link?.parentUserId).toBe(user.id);
  });

  it('records the time of consent when the parent opts in to the full name or photo, and clears it on opting out', async () => {
    const event = await createEvent(server.db);
    const { headers } = await parent();
    const before = Date.now();
    const added = (
      await add(headers, {
        EventCode: event.eventCode,
        FirstName: 'Leo',
        LastName: 'Park',
        PublicPhoto: true,
      })
    ).json();
    expect(added).toMatchObject({ PublicFullName: false, PublicPhoto: true });
    expect(Date.parse(added.PublicConsentAt)).toBeGreaterThanOrEqual(before - 1_000);

    const both = await post('/api/Parent/UpdateParticipant', headers, {
      ParticipantId: added.ParticipantId,
      PublicFullName: true,
    });
    expect(both.json()).toMatchObject({ PublicFullName: true, PublicPhoto: true });
    const none = await post('/api/Parent/UpdateParticipant', headers, {
      ParticipantId: added.ParticipantId,
      PublicFullName: false,
      PublicPhoto: false,
    });
    expect(none.json()).toMatchObject({ PublicFullName: false, PublicPhoto: false, PublicConsentAt: null });
  });

  it("refuses the same child twice in one Thon with the spec's words", async () => {
    const event = await createEvent(server.db);
    const { headers } = await parent();
    expect(
      (await add(headers, { EventCode: event.eventCode, FirstName: 'Ava', LastName: 'Reed' })).statusCode,
    ).toBe(200);
    const again = await add(headers, { EventCode: event.eventCode, FirstName: 'AVA', LastName: 'reed' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      Success: false,
      Message: 'This event has already been participated by you.',
      Errors: {},
    });
    // A sibling is welcome in the same Thon, and the same child in another.
    expect(
      (await add(headers, { EventCode: event.eventCode, FirstName: 'Ben', LastName: 'Reed' })).statusCode,
    ).toBe(200);
    const other = await createEvent(server.db);
    expect(
      (await add(headers, { EventCode: other.eventCode, FirstName: 'Ava', LastName: 'Reed' })).statusCode,
    ).toBe(200);
  });

  it('stops at nine children', async () => {
    const event = await createEvent(server.db);
    const { headers } = await parent();
    for (let index = 0; index < MAX_PARTICIPANTS_PER_PARENT; index++) {
      const response = await add(headers, {
        EventCode: event.eventCode,
        FirstName: `Kid${index}`,
        LastName: 'Many',
      });
      expect(response.statusCode).toBe(200);
    }
    const tenth = await add(headers, { EventCode: event.eventCode, FirstName: 'Kid9', LastName: 'Many' });
    expect(tenth.statusCode).toBe(422);
    expect(tenth.json().Message).toBe(messages.parentParticipantLimit);
  });

  it('answers an unknown event code and a goal under $1 with their messages', async () => {
    const { headers } = await parent();
    const unknown = await add(headers, { EventCode: 'NO-SUCH-THON-XYZ', FirstName: 'A', LastName: 'B' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Errors).toEqual({ EventCode: messages.eventCodeInvalid });
    const event = await createEvent(server.db);
    const low = await add(headers, {
      EventCode: event.eventCode,
      FirstName: 'A',
      LastName: 'B',
      GoalCents: 99,
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().Errors.GoalCents).toBe(messages.minimumGoal);
  });

  it("changes a child's goal, and refuses another parent's child", async () => {
    const event = await createEvent(server.db);
    const { headers } = await parent();
    const child = (
      await add(headers, { EventCode: event.eventCode, FirstName: 'Ivy', LastName: 'Hart' })
    ).json();
    const changed = await post('/api/Parent/UpdateParticipant', headers, {
      ParticipantId: child.ParticipantId,
      GoalCents: 50_000,
    });
    expect(changed.json()).toMatchObject({ GoalCents: 50_000, PublicConsentAt: null });

    const stranger = await parent();
    const refused = await post('/api/Parent/UpdateParticipant', stranger.headers, {
      ParticipantId: child.ParticipantId,
      GoalCents: 100,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe(messages.accessDenied);
  });

  it('lists only the pledges their own children received, valued as raised', async () => {
    const event = await createEvent(server.db, { maxUnits: 30 });
    const { user, headers } = await parent();
    const child = await createParticipant(server.db, event.id, { firstName: 'Own' });
    await server.db
      .insert(schema.parentParticipants)
      .values({ parentUserId: user.id, participantId: child.id });
    const someoneElse = await createParticipant(server.db, event.id);
    await createPledge(server.db, child, {
      amountCents: 2_000,
      donorFirstName: 'Gus',
      donorLastName: 'Grant',
    });
    await createPledge(server.db, child, { rateCents: 100 });
    await createPledge(server.db, child, { amountCents: 9_000, status: 'cancelled' });
    await createPledge(server.db, someoneElse, { amountCents: 7_000 });
    await recordUnits(server.db, child.id, 12);

    const response = await server.app.inject({ method: 'GET', url: '/api/Parent/GetPledges', headers });
    expect(response.statusCode).toBe(200);
    const pledges = response.json();
    expect(pledges).toHaveLength(2);
    expect(pledges.map((pledge: { PledgedCents: number }) => pledge.PledgedCents).sort()).toEqual([
      1_200, 2_000,
    ]);
    expect(pledges.every((pledge: { ParticipantId: string }) => pledge.ParticipantId === child.id)).toBe(
      true,
    );
    expect(pledges.find((pledge: { Kind: string }) => pledge.Kind === 'flat').DonorName).toBe('Gus G.');
  });

  it('tells each pledge its state, what is expected and what was charged', async () => {
    const event = await createEvent(server.db, { maxUnits: 30 });
    const { user, headers } = await parent();
    const ran = await createParticipant(server.db, event.id, { firstName: 'Ran' });
    const notYet = await createParticipant(server.db, event.id, { firstName: 'NotYet' });
    await server.db.insert(schema.parentParticipants).values([
      { parentUserId: user.id, participantId: ran.id },
      { parentUserId: user.id, participantId: notYet.id },
    ]);
    const flat = await createPledge(server.db, ran, { amountCents: 2_500, status: 'updated' });
    await createPayment(server.db, ran, { amountCents: 2_500, pledgeId: flat.id });
    await createPledge(server.db, ran, { rateCents: 200, maxCents: 5_000 });
    await recordUnits(server.db, ran.id, 40);
    await createPledge(server.db, notYet, { rateCents: 100 });

    const pledges = (
      await server.app.inject({ method: 'GET', url: '/api/Parent/GetPledges', headers })
    ).json();
    const of = (participantId: string, kind: string) =>
      pledges.find(
        (pledge: { ParticipantId: string; Kind: string }) =>
          pledge.ParticipantId === participantId && pledge.Kind === kind,
      );
    expect(of(ran.id, 'flat')).toMatchObject({
      Status: 'updated',
      ExpectedCents: 2_500,
      ChargedCents: 2_500,
      ChargeState: null,
    });
    // 40 laps count as the event's 30, capped by the donor's $50.
    expect(of(ran.id, 'per_unit')).toMatchObject({
      Status: 'submitted',
      ExpectedCents: 5_000,
      ChargedCents: 0,
    });
    // Before results, the expected units (34) count, up to the event's 30.
    expect(of(notYet.id, 'per_unit')).toMatchObject({ ExpectedCents: 3_000, ChargedCents: 0 });
  });

  it('lists the newest pledge first, with when each was made and where its charge stands', async () => {
    const event = await createEvent(server.db);
    const { user, headers } = await parent();
    const child = await createParticipant(server.db, event.id);
    await server.db
      .insert(schema.parentParticipants)
      .values({ parentUserId: user.id, participantId: child.id });
    const older = await createPledge(server.db, child, {
      amountCents: 1_000,
      createdAt: new Date('2026-10-01T15:30:00.123Z'),
    });
    const newer = await createPledge(server.db, child, {
      amountCents: 1_500,
      createdAt: new Date('2026-10-02T09:00:00Z'),
    });
    await server.db
      .insert(schema.pledgeCharges)
      .values({ pledgeId: older.id, eventId: event.id, pledgeCents: 1_000, state: 'failed' });
    // The newer gift was paid, part of it refunded since, and a failed attempt brought nothing.
    await createPayment(server.db, child, { amountCents: 1_500, refundedCents: 400, pledgeId: newer.id });
    await createPayment(server.db, child, { amountCents: 1_500, pledgeId: newer.id, status: 'failed' });

    const pledges = (
      await server.app.inject({ method: 'GET', url: '/api/Parent/GetPledges', headers })
    ).json();
    expect(pledges).toMatchObject([
      {
        PledgeId: newer.id,
        CreatedAt: '2026-10-02T09:00:00.000Z',
        ChargeState: null,
        AmountCents: 1_500,
        ChargedCents: 1_100,
      },
      {
        PledgeId: older.id,
        CreatedAt: '2026-10-01T15:30:00.123Z',
        ChargeState: 'failed',
        AmountCents: 1_000,
      },
    ]);
  });

  it('is for parents: an organiser is refused', async () => {
    const organiser = await createPerson(server.db, { roles: ['organizer'] });
    const headers = await sessionHeaders(server.db, { userId: organiser.id });
    const response = await add(headers, { EventCode: 'X', FirstName: 'A', LastName: 'B' });
    expect(response.statusCode).toBe(403);
  });

  it("gives a child's QR login code to their parent only", async () => {
    const event = await createEvent(server.db);
    const { headers } = await parent();
    const child = (
      await add(headers, { EventCode: event.eventCode, FirstName: 'Qi', LastName: 'Ray' })
    ).json();
    const own = await server.app.inject({
      method: 'GET',
      url: `/api/Parent/GetQr/${child.ParticipantId}`,
      headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().QrPngDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(own.json().QrLoginUrl).toContain('action=accesscode');
    const stranger = await parent();
    const refused = await server.app.inject({
      method: 'GET',
      url: `/api/Parent/GetQr/${child.ParticipantId}`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});
