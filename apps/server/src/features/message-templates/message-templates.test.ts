import { messages } from '@pledgethon/core';
import { and, eq, isNotNull, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { NO_CHANGES, thonWithReminders } from '../reminders/testing';

const BASE = '/api/MessageTemplates';

describe('message templates', () => {
  const server = useTestApp();

  const caller = async () => {
    const person = await createPerson(server.db, { roles: ['organizer'] });
    const headers = await sessionHeaders(server.db, { userId: person.id });
    const get = (url: string) => server.app.inject({ method: 'GET', url: `${BASE}/${url}`, headers });
    const post = (url: string, payload: object) =>
      server.app.inject({ method: 'POST', url: `${BASE}/${url}/`, headers, payload });
    return { person, get, post };
  };

  const emailTemplate = {
    Name: 'Warm welcome',
    Subject: 'See you at [EVENT_NAME]',
    MessageType: 'email',
    Body: '<p onclick="steal()">Hi [FIRSTNAME]</p><script>alert(1)</script>',
    Category: 'EmailReminderComingUp',
  };

  it("lists the built-in and the caller's own active templates, and refuses anyone else's list", async () => {
    await thonWithReminders(server.db);
    const me = await caller();
    const other = await caller();
    await other.post('saveReminderCustomTemplate', { ...emailTemplate, Name: 'Not yours' });
    const saved = await me.post('saveReminderCustomTemplate', emailTemplate);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ Item1: true, Item2: messages.saved, Item4: expect.any(String) });
    expect(saved.json().Item3.map((template: { TemplateName: string }) => template.TemplateName)).toContain(
      'Warm welcome',
    );

    const listed = await me.get(`GetActiveMessageTemplatesByUserId/${me.person.id}/EmailReminderComingUp`);
    expect(listed.statusCode).toBe(200);
    const names = listed.json().Templates.map((template: { TemplateName: string }) => template.TemplateName);
    expect(names).toContain('Coming up (email)');
    expect(names).toContain('Warm welcome');
    expect(names).not.toContain('Not yours');
    const own = listed.json().Templates.find((template: { IsCustom: boolean }) => template.IsCustom);
    expect(own).toMatchObject({
      MessageSubject: 'See you at [EVENT_NAME]',
      MessageBody: '<p>Hi [FIRSTNAME]</p>',
      MessageType: 'email',
      IsActive: true,
      Category: 'EmailReminderComingUp',
    });

    const theirs = await me.get(`GetActiveMessageTemplatesByUserId/${other.person.id}/EmailReminderComingUp`);
    expect(theirs.statusCode).toBe(403);
  });

  it('refuses an e-mail without a subject and a text message longer than three segments', async () => {
    const me = await caller();
    const noSubject = await me.post('saveReminderCustomTemplate', { ...emailTemplate, Subject: null });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().Message).toBe(messages.reviewRequiredFields);
    const long = await me.post('saveReminderCustomTemplate', {
      ...emailTemplate,
      MessageType: 'sms',
      Subject: null,
      Body: 'x'.repeat(481),
      Category: 'SmsReminderTomorrow',
    });
    expect(long.statusCode).toBe(400);
  });

  it('updates only its own custom templates', async () => {
    const { templates } = await thonWithReminders(server.db);
    const me = await caller();
    const other = await caller();
    const id = (await me.post('saveReminderCustomTemplate', emailTemplate)).json().Item4;
    const updated = await me.post('updateCustomReminderTemplate', {
      Name: 'Renamed',
      Subject: 'New subject',
      Body: '<p>New body</p>',
      Category: 'EmailReminderComingUp',
      Id: id,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ Item1: true, Item4: id });
    expect(updated.json().Item3.find((template: { Id: string }) => template.Id === id)).toMatchObject({
      TemplateName: 'Renamed',
      MessageSubject: 'New subject',
      MessageBody: '<p>New body</p>',
    });
    const builtIn = templates.find((template) => template.category === 'EmailReminderComingUp')?.id;
    for (const [who, target] of [
      [me, builtIn],
      [other, id],
    ] as const) {
      const refused = await who.post('updateCustomReminderTemplate', {
        Name: 'Hijack',
        Subject: 'x',
        Body: '<p>x</p>',
        Category: 'EmailReminderComingUp',
        Id: target,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().Message).toBe(messages.templateLoadFailed);
    }
  });

  it('archives its own template, answering the string true, and moves reminders that used it', async () => {
    const { event } = await thonWithReminders(server.db);
    const me = await caller();
    const organizer = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const headers = await sessionHeaders(server.db, { userId: organizer.id });
    const saved = await server.app.inject({
      method: 'POST',
      url: `${BASE}/saveReminderCustomTemplate/`,
      headers,
      payload: emailTemplate,
    });
    const id = saved.json().Item4;
    const settings = await server.app.inject({
      url: `/api/Reminders/GetReminderSettings/${event.eventCode}`,
      headers,
    });
    const row = settings.json().Reminders[3];
    const attached = await server.app.inject({
      method: 'POST',
      url: '/api/Reminders/SaveReminderSetting',
      headers,
      payload: {
        ...row,
        EventId: event.id,
        MessageTemplateId: id,
        Changes: { ...NO_CHANGES, TemplateId: true },
        DateAndDay: undefined,
        TemplateName: undefined,
        HoldEnabled: undefined,
      },
    });
    expect(attached.json().Reminders[3].MessageTemplateId).toBe(id);

    expect((await me.get(`ArchiveTemplate/${id}`)).statusCode).toBe(404);
    const archived = await server.app.inject({ url: `${BASE}/ArchiveTemplate/${id}`, headers });
    expect(archived.statusCode).toBe(200);
    expect(archived.headers['content-type']).toContain('application/json');
    expect(archived.body).toBe('"true"');
    const after = await server.app.inject({
      url: `/api/Reminders/GetReminderSettings/${event.eventCode}`,
      headers,
    });
    expect(after.json().Reminders[3]).toMatchObject({ TemplateName: 'Coming up (email)' });
    const listed = await server.app.inject({
      url: `${BASE}/GetActiveMessageTemplatesByUserId/${organizer.id}/EmailReminderComingUp`,
      headers,
    });
    expect(listed.json().Templates.some((template: { Id: string }) => template.Id === id)).toBe(false);
    expect((await server.app.inject({ url: `${BASE}/ArchiveTemplate/${id}`, headers })).statusCode).toBe(404);
  });

  it('serves a body as sanitised HTML, a text message escaped, in its own category only', async () => {
    const me = await caller();
    const email = (await me.post('saveReminderCustomTemplate', emailTemplate)).json().Item4;
    const html = await me.post('getTemplateBodyByTemplateId', {
      Id: email,
      CategoryName: 'EmailReminderComingUp',
    });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toBe('<p>Hi [FIRSTNAME]</p>');
    const sms = (
      await me.post('saveReminderCustomTemplate', {
        ...emailTemplate,
        MessageType: 'sms',
        Subject: null,
        Body: 'Tom & <Jerry> [FIRSTNAME]',
        Category: 'SmsReminderTomorrow',
      })
    ).json().Item4;
    const text = await me.post('getTemplateBodyByTemplateId', {
      Id: sms,
      CategoryName: 'SmsReminderTomorrow',
    });
    expect(text.body).toBe('<p>Tom &amp; &lt;Jerry&gt; [FIRSTNAME]</p>');
    const elsewhere = await me.post('getTemplateBodyByTemplateId', {
      Id: sms,
      CategoryName: 'SmsReminderComingUp',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().Message).toBe(messages.templateLoadFailed);
  });
});

describe('archiving the last template of a category', () => {
  const server = useTestApp();

  it("is refused with the spec's words", async () => {
    const person = await createPerson(server.db, { roles: ['organizer'] });
    const headers = await sessionHeaders(server.db, { userId: person.id });
    // Every database has built-in texts in each category; here the last-chance ones are archived, so
    // the organiser's own text is the last one they see there.
    const builtIn = and(
      eq(schema.messageTemplates.category, 'LastChanceReminders'),
      isNotNull(schema.messageTemplates.builtInKey),
    );
    await server.db.update(schema.messageTemplates).set({ isActive: false }).where(builtIn);
    try {
      const saved = await server.app.inject({
        method: 'POST',
        url: `${BASE}/saveReminderCustomTemplate/`,
        headers,
        payload: {
          Name: 'Only',
          Subject: null,
          MessageType: 'sms',
          Body: 'Hi',
          Category: 'LastChanceReminders',
        },
      });
      const refused = await server.app.inject({
        url: `${BASE}/ArchiveTemplate/${saved.json().Item4}`,
        headers,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().Message).toBe('Last message cannot be deleted in a category');
    } finally {
      await server.db.update(schema.messageTemplates).set({ isActive: true }).where(builtIn);
    }
  });
});
