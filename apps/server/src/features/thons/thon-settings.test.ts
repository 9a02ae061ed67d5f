import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { thonRequest } from './testing';

const { chargeRequests, events, participants, pledges } = schema;

describe('Thon settings', () => {
  const server = useTestApp();

  const call = async (userId: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: await sessionHeaders(server.db, { userId }),
      ...(payload ? { payload } : {}),
    });

  /** A Thon made through the wizard's command, and its organiser. */
  async function wizardThon() {
    const organizer = await createPerson(server.db, { roles: ['organizer'] });
    const request = thonRequest();
    const created = await call(organizer.id, 'POST', '/api/Thons/Create', request);
    expect(created.statusCode).toBe(200);
    return { organizer, request, eventId: created.json().EventId as string };
  }

  it('reads back everything the wizard set, with the event link and the reminder dates', async () => {
    const { organizer, request, eventId } = await wizardThon();
    const response = await call(
      organizer.id,
      'GET',
      `/api/Thons/Settings/${request.Event.EventCode.toLowerCase()}`,
    );
    expect(response.statusCode).toBe(200);
    const settings = response.json();
    expect(settings).toMatchObject({
      EventId: eventId,
      Status: 'active',
      CompletedAt: null,
      EventLink: `${server.config.publicUrl}/${request.Event.EventCode}`,
      Organization: request.Organization,
      Event: request.Event,
      PerUnitPledgeCount: 0,
    });
    expect(settings.Reminders).toHaveLength(6);
    expect(settings.Reminders[0]).toMatchObject({ Days: -5, Date: '2027-03-15' });
  });

  it('saves every field, and a new event date moves the reminder dates', async () => {
    const { organizer, request, eventId } = await wizardThon();
    const changed = thonRequest({
      Organization: {
        Name: 'Birch Academy',
        Type: 'Non-profit',
        CountryCode: 'FR',
        State: null,
        Zip: null,
        Website: null,
      },
      Event: {
        EventDate: '2027-04-10',
        FlatDonationsOnly: true,
        TimeZone: 'PST',
        MaxUnits: 80,
        Name: 'Birch Walk',
        MinimumPerUnitCents: 100,
        MinimumGiftCents: 2_500,
      },
    });
    const response = await call(organizer.id, 'POST', '/api/Thons/UpdateSettings', {
      EventId: eventId,
      Organization: changed.Organization,
      Event: { ...changed.Event, EventCode: request.Event.EventCode },
    });
    expect(response.statusCode).toBe(200);
    const settings = response.json();
    expect(settings.Organization).toEqual(changed.Organization);
    expect(settings.Event).toMatchObject({
      Name: 'Birch Walk',
      EventDate: '2027-04-10',
      FlatDonationsOnly: true,
      TimeZone: 'PST',
      MaxUnits: 80,
      MinimumPerUnitCents: 100,
      MinimumGiftCents: 2_500,
    });
    const dates = Object.fromEntries(
      settings.Reminders.map((reminder: { Key: string; Date: string }) => [reminder.Key, reminder.Date]),
    );
    expect(dates).toMatchObject({
      SmsReminderComingUp: '2027-04-05',
      SmsReminderTomorrow: '2027-04-09',
      LastChanceReminders: '2027-04-10',
      MerchReminderEmail1: '2027-04-10',
    });
  });

  it("refuses another Thon's event code and invalid values with their messages", async () => {
    const { organizer, request, eventId } = await wizardThon();
    const other = await createEvent(server.db);
    const taken = await call(organizer.id, 'POST', '/api/Thons/UpdateSettings', {
      EventId: eventId,
      Organization: request.Organization,
      Event: { ...request.Event, EventCode: other.eventCode },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().Errors.EventCode).toBe(messages.eventCodeTaken);
    const badGoal = await call(organizer.id, 'POST', '/api/Thons/UpdateSettings', {
      EventId: eventId,
      Organization: request.Organization,
      Event: { ...request.Event, GoalCents: 50 },
    });
    expect(badGoal.statusCode).toBe(400);
    expect(badGoal.json().Errors['Event.GoalCents']).toBe(messages.minimumGoal);
    // A Thon's minimums can raise section 9's, never lower them.
    const lowMinimums = await call(organizer.id, 'POST', '/api/Thons/UpdateSettings', {
      EventId: eventId,
      Organization: request.Organization,
      Event: { ...request.Event, MinimumPerUnitCents: 29, MinimumGiftCents: 499 },
    });
    expect(lowMinimums.statusCode).toBe(400);
    expect(lowMinimums.json().Errors).toMatchObject({
      'Event.MinimumPerUnitCents': messages.minimumPerUnitPledge,
      'Event.MinimumGiftCents': messages.minimumFlatGift,
    });
  });

  it('keeps per-unit pledges after the switch to flat donations only, and counts them', async () => {
    const { organizer, request, eventId } = await wizardThon();
    const participant = await createParticipant(server.db, eventId);
    const pledge = { eventId, participantId: participant.id, donorFirstName: 'Dana', donorLastName: 'Donor' };
    await server.db.insert(pledges).values([
      { ...pledge, kind: 'per_unit', rateCents: 200, idempotencyKey: `k-${eventId}-1` },
      { ...pledge, kind: 'flat', amountCents: 2_000, idempotencyKey: `k-${eventId}-2` },
    ]);
    const response = await call(organizer.id, 'POST', '/api/Thons/UpdateSettings', {
      EventId: eventId,
      Organization: request.Organization,
      Event: { ...request.Event, FlatDonationsOnly: true },
    });
    expect(response.json()).toMatchObject({ Event: { FlatDonationsOnly: true }, PerUnitPledgeCount: 1 });
    const kept = await server.db
      .select({ kind: pledges.kind })
      .from(pledges)
      .where(eq(pledges.eventId, eventId));
    expect(kept.map((row) => row.kind).sort()).toEqual(['flat', 'per_unit']);
  });

  it('marks a Thon completed once, with the spec message, and asks once for its pledges to be charged', async () => {
    const { organizer, eventId } = await wizardThon();
    // The wizard's Thon is still to come: its early completion is confirmed, and a second call finds it done.
    for (const confirmed of [true, false]) {
      const response = await call(organizer.id, 'POST', '/api/Thons/Complete', {
        EventId: eventId,
        Confirmed: confirmed,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ Success: true, Message: messages.thonCompleted });
    }
    const [event] = await server.db.select().from(events).where(eq(events.id, eventId));
    expect(event?.status).toBe('completed');
    expect(event?.completedAt).toBeInstanceOf(Date);
    const requests = await server.db.select().from(chargeRequests).where(eq(chargeRequests.eventId, eventId));
    // One request; the charging worker may already have taken it up (processedAt), which is its job.
    expect(requests).toMatchObject([{ participantId: null, requestedByUserId: organizer.id }]);
  });

  it('marks a participant of the Thon completed with the spec message; one of another Thon is not found', async () => {
    const { organizer, eventId } = await wizardThon();
    const participant = await createParticipant(server.db, eventId);
    const response = await call(organizer.id, 'POST', '/api/Thons/CompleteParticipant', {
      EventId: eventId,
      ParticipantId: participant.id,
    });
    expect(response.json()).toEqual({ Success: true, Message: messages.participantCompleted });
    const [row] = await server.db.select().from(participants).where(eq(participants.id, participant.id));
    expect(row?.status).toBe('completed');
    const requests = await server.db
      .select()
      .from(chargeRequests)
      .where(eq(chargeRequests.participantId, participant.id));
    expect(requests).toHaveLength(1);

    const stranger = await createParticipant(server.db, (await createEvent(server.db)).id);
    const elsewhere = await call(organizer.id, 'POST', '/api/Thons/CompleteParticipant', {
      EventId: eventId,
      ParticipantId: stranger.id,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("lets no organiser of Thon A read or change Thon B, nor its teachers or team leaders; B's franchisee may", async () => {
    const a = await wizardThon();
    const b = await wizardThon();
    const [franchisee] = await server.db
      .insert(schema.franchisees)
      .values({ name: 'West Fundraising' })
      .returning();
    await server.db.update(events).set({ franchiseeId: franchisee?.id }).where(eq(events.id, b.eventId));
    const team = await server.db
      .insert(schema.teams)
      .values({ eventId: b.eventId, name: 'Owls' })
      .returning();
    const people = {
      organiserOfA: a.organizer.id,
      teacherOfB: (
        await createPerson(server.db, {
          roles: [
            { role: 'teacher', eventId: b.eventId },
            { role: 'organizer', eventId: a.eventId },
          ],
        })
      ).id,
      teamLeaderOfB: (
        await createPerson(server.db, {
          roles: [
            { role: 'team_leader', teamId: team[0]?.id },
            { role: 'organizer', eventId: a.eventId },
          ],
        })
      ).id,
    };
    const bodies = {
      update: {
        EventId: b.eventId,
        Organization: b.request.Organization,
        Event: { ...b.request.Event, Name: 'Taken over' },
      },
      complete: { EventId: b.eventId },
    };
    for (const userId of Object.values(people)) {
      expect((await call(userId, 'GET', `/api/Thons/Settings/${b.request.Event.EventCode}`)).statusCode).toBe(
        403,
      );
      expect((await call(userId, 'POST', '/api/Thons/UpdateSettings', bodies.update)).statusCode).toBe(403);
      expect((await call(userId, 'POST', '/api/Thons/Complete', bodies.complete)).statusCode).toBe(403);
      const participant = await createParticipant(server.db, b.eventId);
      const completeParticipant = { EventId: b.eventId, ParticipantId: participant.id };
      expect(
        (await call(userId, 'POST', '/api/Thons/CompleteParticipant', completeParticipant)).statusCode,
      ).toBe(403);
    }
    expect((await call(a.organizer.id, 'GET', '/api/Thons/Settings/NO-SUCH-THON')).statusCode).toBe(403);
    const [unchanged] = await server.db.select().from(events).where(eq(events.id, b.eventId));
    expect(unchanged).toMatchObject({ name: b.request.Event.Name, status: 'active' });

    const franchiseeUser = await createPerson(server.db, {
      roles: [{ role: 'franchisee_user', franchiseeId: franchisee?.id }],
    });
    expect(
      (await call(franchiseeUser.id, 'GET', `/api/Thons/Settings/${b.request.Event.EventCode}`)).statusCode,
    ).toBe(200);
    expect(
      (await call(franchiseeUser.id, 'GET', `/api/Thons/Settings/${a.request.Event.EventCode}`)).statusCode,
    ).toBe(403);
    const admin = await createPerson(server.db, { roles: ['super_admin'] });
    expect((await call(admin.id, 'GET', `/api/Thons/Settings/${a.request.Event.EventCode}`)).statusCode).toBe(
      200,
    );
  });
});
