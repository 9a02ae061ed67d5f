import { DEMO_EVENT_CODE, eq, schema, seedDemo } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe("the demo Thon's reminders", () => {
  const server = useTestApp();

  it("show the README's organiser all seven, the held text share and their own template", async () => {
    await seedDemo(server.db);
    const [organizer] = await server.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'organizer@pledgethon.test'));
    if (!organizer) throw new Error('no demo organiser');
    const headers = await sessionHeaders(server.db, { userId: organizer.id });
    const settings = await server.app.inject({
      url: `/api/Reminders/GetReminderSettings/${DEMO_EVENT_CODE}`,
      headers,
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().Reminders).toHaveLength(7);
    expect(settings.json().Reminders[6]).toMatchObject({
      DefaultType: 'Hold Messages Between',
      HoldStart: '06:00 PM',
      HoldEnd: '08:00 PM',
    });
    const templates = await server.app.inject({
      url: `/api/MessageTemplates/GetActiveMessageTemplatesByUserId/${organizer.id}/EmailReminderComingUp`,
      headers,
    });
    expect(
      templates.json().Templates.map((template: { TemplateName: string }) => template.TemplateName),
    ).toEqual(['Coming up (email)', 'Coming up (email, flat donations)', 'Maple countdown (email)']);
    const shares = await server.app.inject({
      url: `/api/MessageTemplates/GetActiveMessageTemplatesByUserId/${organizer.id}/ParticipantSMSShare`,
      headers,
    });
    expect(shares.json().Templates).toHaveLength(4);
  });
});
