import { messages, REMINDER_KEYS } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createEvent } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { NO_CHANGES, thonWithReminders } from './testing';

describe('reminder settings of a Thon', () => {
  const server = useTestApp();

  const call = async (userId: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: await sessionHeaders(server.db, { userId }),
      ...(payload ? { payload } : {}),
    });

  async function organisedThon() {
    const thon = await thonWithReminders(server.db);
    const organizer = await createPerson(server.db, {
      roles: [{ role: 'organizer', eventId: thon.event.id }],
    });
    return { ...thon, organizer };
  }

  const read = async (userId: string, eventCode: string) => {
    const response = await call(userId, 'GET', `/api/Reminders/GetReminderSettings/${eventCode}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  /** The row as read, with the edit applied and flagged. */
  const edit = (
    eventId: string,
    row: Record<string, unknown>,
    change: Record<string, unknown>,
    flags: object,
  ) => ({
    EventId: eventId,
    Key: row.Key,
    Days: row.Days,
    Time: row.Time,
    TimeZone: row.TimeZone,
    Enabled: row.Enabled,
    MessageTemplateId: row.MessageTemplateId,
    DefaultType: row.DefaultType,
    HoldStart: row.HoldStart,
    HoldEnd: row.HoldEnd,
    ...change,
    Changes: { ...NO_CHANGES, ...flags },
  });

  it('shows the seven reminders at the defaults, with day, template and preview values', async () => {
    const { event, organizer } = await organisedThon();
    const settings = await read(organizer.id, event.eventCode.toLowerCase());
    expect(settings.Reminders.map((row: { Key: string }) => row.Key)).toEqual(REMINDER_KEYS);
    // The factory's Thon is on Central time, and so are its reminders.
    expect(settings.Reminders[0]).toMatchObject({
      Days: -5,
      Time: '11:00 AM',
      TimeZone: 'CST',
      Enabled: true,
      DateAndDay: 'Friday, 12/18/2026',
      TemplateName: 'Coming up (text)',
    });
    expect(settings.Reminders[5]).toMatchObject({
      Days: 0,
      Time: '08:00 AM',
      DateAndDay: 'Wednesday, 12/23/2026',
    });
    expect(settings.Reminders[6]).toMatchObject({
      Days: null,
      DateAndDay: null,
      DefaultType: 'immediately',
      HoldStart: null,
      HoldEnabled: false,
    });
    expect(settings.PreviewValues).toMatchObject({
      FIRSTNAME: organizer.firstName,
      PARTICIPANT_FULL_NAME: 'Ann Aardvark',
      EVENT_CODE: event.eventCode,
      FUNRUN_DATE: '12/23/2026',
    });
    expect(Object.keys(settings.PreviewValues)).toHaveLength(20);
  });

  it('keeps only the flagged fields of a row, and its day follows the event date', async () => {
    const { event, organizer } = await organisedThon();
    const [row] = (await read(organizer.id, event.eventCode)).Reminders;
    const response = await call(
      organizer.id,
      'POST',
      '/api/Reminders/SaveReminderSetting',
      edit(
        event.id,
        row,
        { Days: -3, Time: '9:30 pm', TimeZone: 'PDT', Enabled: false },
        { Days: true, Time: true },
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().Reminders[0]).toMatchObject({
      Days: -3,
      Time: '09:30 PM',
      TimeZone: 'PDT',
      Enabled: true,
      DateAndDay: 'Sunday, 12/20/2026',
    });
    await server.db
      .update(schema.events)
      .set({ eventDate: '2027-01-10' })
      .where(eq(schema.events.id, event.id));
    expect((await read(organizer.id, event.eventCode)).Reminders[0].DateAndDay).toBe('Thursday, 01/07/2027');
  });

  it("answers 'Invalid Time' for a time that is no time of day", async () => {
    const { event, organizer } = await organisedThon();
    const [row] = (await read(organizer.id, event.eventCode)).Reminders;
    for (const Time of ['13:00 PM', '11:60 AM', 'noon', null]) {
      const response = await call(
        organizer.id,
        'POST',
        '/api/Reminders/SaveReminderSetting',
        edit(event.id, row, { Time }, { Time: true }),
      );
      expect(response.statusCode, String(Time)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(messages.invalidTime);
    }
  });

  it('holds SMS shares between two times, moving an end not after the start, and clears them for immediately', async () => {
    const { event, organizer } = await organisedThon();
    const share = (await read(organizer.id, event.eventCode)).Reminders[6];
    const save = (change: Record<string, unknown>, flags: object) =>
      call(organizer.id, 'POST', '/api/Reminders/SaveReminderSetting', edit(event.id, share, change, flags));

    const missing = await save({ DefaultType: 'Hold Messages Between' }, { DefaultType: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Message).toBe(messages.reviewRequiredFields);

    const held = await save(
      { HoldStart: '9:00 pm', HoldEnd: '08:00 PM' },
      { HoldStart: true, HoldEnd: true },
    );
    expect(held.statusCode).toBe(200);
    expect(held.json().Reminders[6]).toMatchObject({
      DefaultType: 'Hold Messages Between',
      HoldStart: '09:00 PM',
      HoldEnd: '10:00 PM',
      HoldEnabled: true,
    });

    const immediately = await save(
      { DefaultType: 'immediately', HoldStart: '09:00 PM', HoldEnd: '10:00 PM' },
      { DefaultType: true },
    );
    expect(immediately.json().Reminders[6]).toMatchObject({
      DefaultType: 'immediately',
      HoldStart: null,
      HoldEnd: null,
      HoldEnabled: false,
    });
  });

  it("attaches the caller's own or a built-in template of the reminder's kind, nobody else's", async () => {
    const { event, organizer, templates } = await organisedThon();
    const [row] = (await read(organizer.id, event.eventCode)).Reminders;
    const saved = await call(organizer.id, 'POST', '/api/MessageTemplates/saveReminderCustomTemplate/', {
      Name: 'Mine',
      Subject: null,
      MessageType: 'sms',
      Body: 'Hi [FIRSTNAME]',
      Category: 'SmsReminderComingUp',
    });
    const mine = saved.json().Item4 as string;
    const stranger = await createPerson(server.db, { roles: ['organizer'] });
    const theirs = await call(stranger.id, 'POST', '/api/MessageTemplates/saveReminderCustomTemplate/', {
      Name: 'Theirs',
      Subject: null,
      MessageType: 'sms',
      Body: 'Hello',
      Category: 'SmsReminderComingUp',
    });
    const otherKind = templates.find((template) => template.category === 'MerchReminderEmail1')?.id;
    const attach = (MessageTemplateId: string | undefined) =>
      call(
        organizer.id,
        'POST',
        '/api/Reminders/SaveReminderSetting',
        edit(event.id, row, { MessageTemplateId }, { TemplateId: true }),
      );

    const attached = await attach(mine);
    expect(attached.statusCode).toBe(200);
    expect(attached.json().Reminders[0]).toMatchObject({ MessageTemplateId: mine, TemplateName: 'Mine' });
    for (const id of [theirs.json().Item4, otherKind]) {
      const refused = await attach(id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Message).toBe(messages.templateLoadFailed);
    }
  });

  it("refuses the Thon's teacher and another Thon's organiser", async () => {
    const { event } = await organisedThon();
    const teacher = await createPerson(server.db, { roles: [{ role: 'teacher', eventId: event.id }] });
    const other = await createEvent(server.db);
    const stranger = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: other.id }] });
    for (const person of [teacher, stranger]) {
      const response = await call(person.id, 'GET', `/api/Reminders/GetReminderSettings/${event.eventCode}`);
      expect(response.statusCode).toBe(403);
    }
    const admin = await createPerson(server.db, { roles: ['super_admin'] });
    expect((await read(admin.id, event.eventCode)).Reminders).toHaveLength(7);
  });
});

describe('default reminder times by zone', () => {
  const server = useTestApp();

  it("lists each reminder's default time on the zone's clock; an unknown zone reads as CST", async () => {
    const organizer = await createPerson(server.db, { roles: ['organizer'] });
    const headers = await sessionHeaders(server.db, { userId: organizer.id });
    const get = (zone: string) =>
      server.app.inject({ url: `/api/MessageTemplates/GetReminderTimesByUserTimeZone/${zone}`, headers });
    const eastern = await get('EST');
    expect(eastern.statusCode).toBe(200);
    expect(eastern.json()).toHaveLength(6);
    expect(eastern.json()[0]).toEqual({ Name: 'SmsReminderComingUp', SendTimeLocal: '11:00 AM' });
    expect((await get('CST')).json()[0].SendTimeLocal).toBe('10:00 AM');
    expect((await get('Mars')).json()).toEqual((await get('CST')).json());
    const anonymous = await server.app.inject({
      url: '/api/MessageTemplates/GetReminderTimesByUserTimeZone/EST',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
