import { createThonRequestSchema } from '@pledgethon/contracts';
import { messages, REMINDER_KEYS } from '@pledgethon/core';
import { and, eq, schema, sql } from '@pledgethon/db';
import { createEvent, createOrganization } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { ScriptedPaymentAccounts } from '../../integrations/payments/testing/scripted-payment-accounts';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { thonRequest } from './testing';

const { events, organizations, reminderSettings, thonCreations, userRoles } = schema;

describe('POST /api/Thons/Create', () => {
  const accounts = new ScriptedPaymentAccounts();
  const server = useTestApp({ paymentAccounts: accounts });

  const create = async (userId: string, body: unknown) =>
    server.app.inject({
      method: 'POST',
      url: '/api/Thons/Create',
      headers: await sessionHeaders(server.db, { userId }),
      payload: body as object,
    });

  const thonsCalled = async (name: string) =>
    (await server.db.select({ id: events.id }).from(events).where(eq(events.name, name))).length;

  it("creates an organiser's Thon with its link, payment account, seven default reminders and organiser grant", async () => {
    const organizer = await createPerson(server.db, {
      roles: [{ role: 'organizer', organizationId: (await createOrganization(server.db)).id }],
    });
    const request = thonRequest({ Event: { Name: 'Organiser Thon' } });
    const response = await create(organizer.id, request);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.EventCode).toBe(request.Event.EventCode);
    expect(body.EventLink).toBe(`${server.config.publicUrl}/${request.Event.EventCode}`);
    expect(body.Message).toBe(messages.thonCreated);

    const [event] = await server.db.select().from(events).where(eq(events.id, body.EventId));
    expect(event).toMatchObject({
      name: 'Organiser Thon',
      eventDate: '2027-03-20',
      timeZone: 'America/Chicago',
      maxUnits: 50,
      minUnits: 5,
      goalCents: 1_000_000,
      participantGoalCents: 35_000,
      status: 'active',
      franchiseeId: null,
      createdByUserId: organizer.id,
    });
    expect(event?.paymentAccountId).toMatch(/^acct_scripted_/);
    const [organization] = await server.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, event?.organizationId ?? ''));
    expect(organization).toMatchObject({
      name: 'Birch Middle School',
      streetAddress: '12 Birch Lane',
      state: 'IL',
      website: 'https://birch.example.org',
    });

    const reminders = await server.db
      .select()
      .from(reminderSettings)
      .where(eq(reminderSettings.eventId, body.EventId));
    expect(reminders.map((reminder) => reminder.key).sort()).toEqual([...REMINDER_KEYS].sort());
    const byKey = Object.fromEntries(reminders.map((reminder) => [reminder.key, reminder]));
    // The Thon is on Central time: so are its reminders, at the spec's times of day.
    expect(new Set(reminders.map((reminder) => reminder.timeZone))).toEqual(new Set(['CST']));
    expect(byKey.SmsReminderComingUp).toMatchObject({
      days: -5,
      time: '11:00 AM',
      timeZone: 'CST',
      enabled: true,
    });
    expect(byKey.SmsReminderTomorrow).toMatchObject({ days: -1, enabled: true });
    expect(byKey.LastChanceReminders).toMatchObject({ days: 0 });
    expect(byKey.EmailReminderComingUp).toMatchObject({ days: -5 });
    expect(byKey.EmailReminderTomorrow).toMatchObject({ days: -1 });
    expect(byKey.MerchReminderEmail1).toMatchObject({ days: 0, time: '08:00 AM' });

    const grants = await server.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, organizer.id), eq(userRoles.eventId, body.EventId)));
    expect(grants.map((grant) => grant.role)).toEqual(['organizer']);
  });

  it("puts a franchisee's Thon in their franchise and gives them no organiser grant", async () => {
    const [franchisee] = await server.db
      .insert(schema.franchisees)
      .values({ name: 'North Fundraising' })
      .returning();
    const user = await createPerson(server.db, {
      roles: [{ role: 'franchisee_user', franchiseeId: franchisee?.id }],
    });
    const response = await create(user.id, thonRequest());
    expect(response.statusCode).toBe(200);
    const [event] = await server.db.select().from(events).where(eq(events.id, response.json().EventId));
    expect(event?.franchiseeId).toBe(franchisee?.id);
    const grants = await server.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.eventId, response.json().EventId));
    expect(grants).toEqual([]);
  });

  it('lets a super administrator create a Thon; refuses teachers, parents and people with no role', async () => {
    const admin = await createPerson(server.db, { roles: ['super_admin'] });
    expect((await create(admin.id, thonRequest())).statusCode).toBe(200);
    const thon = await createEvent(server.db);
    for (const roles of [[{ role: 'teacher' as const, eventId: thon.id }], ['parent' as const], []]) {
      const person = await createPerson(server.db, { roles });
      const response = await create(person.id, thonRequest());
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe(messages.accessDenied);
    }
  });

  it.each([
    [
      'a website without http or https',
      { Organization: { Website: 'www.birch.example.org' } },
      'Organization.Website',
      messages.invalidWebsite,
    ],
    ['a goal under $1', { Event: { GoalCents: 99 } }, 'Event.GoalCents', messages.minimumGoal],
    [
      'a participant goal under $1',
      { Event: { ParticipantGoalCents: 0 } },
      'Event.ParticipantGoalCents',
      messages.minimumGoal,
    ],
    [
      'max units under min units',
      { Event: { MinUnits: 30, MaxUnits: 25 } },
      'Event.MaxUnits',
      messages.maxUnitsBelowMinUnits,
    ],
    [
      'an event code with spaces',
      { Event: { EventCode: 'MY CODE' } },
      'Event.EventCode',
      messages.invalidEventCode,
    ],
    [
      'a state of another country',
      { Organization: { State: 'ON' } },
      'Organization.State',
      messages.invalidData,
    ],
    [
      'a country code that names no country',
      { Organization: { CountryCode: 'ZZ', State: null } },
      'Organization.CountryCode',
      messages.invalidData,
    ],
    [
      'an unknown organisation type',
      { Organization: { Type: 'Castle' } },
      'Organization.Type',
      messages.reviewRequiredFields,
    ],
  ] as const)('refuses %s with its message and creates nothing', async (_name, overrides, field, message) => {
    const organizer = await createPerson(server.db, { roles: ['organizer'] });
    const name = `Refused ${field}`;
    const request = thonRequest({
      ...overrides,
      Event: { Name: name, ...('Event' in overrides ? overrides.Event : {}) },
    } as never);
    const response = await create(organizer.id, request);
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors[field]).toBe(message);
    expect(await thonsCalled(name)).toBe(0);
  });

  it('defaults the participant goal to $350 and accepts a Canadian province', async () => {
    const organizer = await createPerson(server.db, { roles: ['organizer'] });
    const { ParticipantGoalCents: _default, ...event } = thonRequest().Event;
    const request = {
      ...thonRequest({ Organization: { CountryCode: 'CA', State: 'ON', Zip: 'K1A 0B1' } }),
      Event: event,
    };
    const response = await create(organizer.id, request);
    expect(response.statusCode).toBe(200);
    const [created] = await server.db.select().from(events).where(eq(events.id, response.json().EventId));
    expect(created?.participantGoalCents).toBe(35_000);
  });

  it('refuses an event code another Thon has, in any letter case, before touching the provider', async () => {
    const organizer = await createPerson(server.db, { roles: ['organizer'] });
    const existing = await createEvent(server.db);
    const calls = accounts.openCalls;
    const response = await create(
      organizer.id,
      thonRequest({ Event: { EventCode: existing.eventCode.toLowerCase() } }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().Message).toBe(messages.eventCodeTaken);
    expect(response.json().Errors.EventCode).toBe(messages.eventCodeTaken);
    expect(accounts.openCalls).toBe(calls);
  });

  it('answers a provider failure with the spec text, leaves nothing, and a retry with the same key then succeeds', async () => {
    const organizer = await createPerson(server.db, { roles: ['organizer'] });
    const request = thonRequest({ Event: { Name: 'Provider Failure Thon' } });
    const before = await server.db.select({ n: sql<number>`count(*)::int` }).from(organizations);
    accounts.failOpen = true;
    try {
      const failed = await create(organizer.id, request);
      expect(failed.statusCode).toBe(422);
      expect(failed.json().Message).toBe(
        'There was a problem creating your Thon. Please contact administrator.',
      );
    } finally {
      accounts.failOpen = false;
    }
    expect(await thonsCalled('Provider Failure Thon')).toBe(0);
    const after = await server.db.select({ n: sql<number>`count(*)::int` }).from(organizations);
    expect(after).toEqual(before);
    const [record] = await server.db
      .select()
      .from(thonCreations)
      .where(eq(thonCreations.idempotencyKey, request.IdempotencyKey));
    expect(record).toMatchObject({ step: 'failed', paymentAccountId: null, eventId: null });

    const retried = await create(organizer.id, request);
    expect(retried.statusCode).toBe(200);
    expect(await thonsCalled('Provider Failure Thon')).toBe(1);
  });

  it('closes the payment account when the Thon cannot be written, and leaves nothing', async () => {
    const organizer = await createPerson(server.db, { roles: ['organizer'] });
    const request = thonRequest({ Event: { Name: 'Raced Thon' } });
    // Another Thon takes the code while the provider is opening the account.
    const opened = accounts.openAccount.bind(accounts);
    accounts.openAccount = async (input) => {
      await createEvent(server.db, { eventCode: request.Event.EventCode });
      return opened(input);
    };
    try {
      const response = await create(organizer.id, request);
      expect(response.statusCode).toBe(409);
      expect(response.json().Message).toBe(messages.eventCodeTaken);
    } finally {
      accounts.openAccount = opened;
    }
    expect(await thonsCalled('Raced Thon')).toBe(0);
    const [record] = await server.db
      .select()
      .from(thonCreations)
      .where(eq(thonCreations.idempotencyKey, request.IdempotencyKey));
    expect(record).toMatchObject({ step: 'failed', paymentAccountId: null, attempt: 2 });
    expect(accounts.closed.length).toBeGreaterThan(0);
    expect(accounts.openAccounts).not.toContain(accounts.closed.at(-1));
  });

  it('resumes after a recorded payment account instead of opening another one', async () => {
    const organizer = await createPerson(server.db, { roles: ['organizer'] });
    const request = thonRequest({ Event: { Name: 'Resumed Thon' } });
    // The first try opened the account and stopped before the Thon was written.
    const first = await create(organizer.id, {
      ...request,
      Event: { ...request.Event, EventCode: 'bad code' },
    });
    expect(first.statusCode).toBe(400);
    const { createHash } = await import('node:crypto');
    // The server hashes the request as its contract reads it, fields in the contract's order.
    const { IdempotencyKey, ...details } = createThonRequestSchema.parse(request);
    await server.db.insert(thonCreations).values({
      userId: organizer.id,
      idempotencyKey: IdempotencyKey,
      requestHash: createHash('sha256').update(JSON.stringify(details)).digest('hex'),
      step: 'payment_account_created',
      paymentAccountId: 'acct_from_first_try',
    });
    const calls = accounts.openCalls;
    const response = await create(organizer.id, request);
    expect(response.statusCode).toBe(200);
    expect(accounts.openCalls).toBe(calls);
    const [event] = await server.db.select().from(events).where(eq(events.id, response.json().EventId));
    expect(event?.paymentAccountId).toBe('acct_from_first_try');
  });

  it('answers a repeated request with the same Thon, and refuses the key for different details', async () => {
    const organizer = await createPerson(server.db, { roles: ['organizer'] });
    const request = thonRequest({ Event: { Name: 'Repeated Thon' } });
    const first = await create(organizer.id, request);
    const calls = accounts.openCalls;
    const again = await create(organizer.id, request);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(accounts.openCalls).toBe(calls);
    expect(await thonsCalled('Repeated Thon')).toBe(1);

    const changed = await create(organizer.id, { ...request, Event: { ...request.Event, Name: 'Another' } });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().Message).toBe(messages.thonCreationKeyReused);
  });
});

describe('GET /api/Thons/IsEventCodeAvailable/{eventCode}', () => {
  const server = useTestApp();
  const check = async (userId: string, path: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/Thons/IsEventCodeAvailable/${path}`,
      headers: await sessionHeaders(server.db, { userId }),
    });

  it('says whether a code is free, taken in any case, or not a code at all', async () => {
    const organizer = await createPerson(server.db, { roles: ['organizer'] });
    const existing = await createEvent(server.db);
    expect((await check(organizer.id, 'FREE-CODE-1')).json()).toEqual({ Available: true, Message: null });
    expect((await check(organizer.id, existing.eventCode.toLowerCase())).json()).toEqual({
      Available: false,
      Message: messages.eventCodeTaken,
    });
    expect((await check(organizer.id, 'a%20b')).json()).toEqual({
      Available: false,
      Message: messages.invalidEventCode,
    });
  });

  it("counts a Thon's own code as free when editing it, for its organiser only", async () => {
    const thon = await createEvent(server.db);
    const own = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: thon.id }] });
    const other = await createPerson(server.db, {
      roles: [{ role: 'organizer', eventId: (await createEvent(server.db)).id }],
    });
    expect((await check(own.id, `${thon.eventCode}?EventId=${thon.id}`)).json().Available).toBe(true);
    expect((await check(other.id, `${thon.eventCode}?EventId=${thon.id}`)).statusCode).toBe(403);
  });
});
