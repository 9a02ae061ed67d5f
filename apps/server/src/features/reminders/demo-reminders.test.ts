import {
  and,
  DEMO_COMPLETED_EVENT_CODE,
  DEMO_EVENT_CODE,
  eq,
  inArray,
  isNotNull,
  isNull,
  schema,
  seedDemo,
} from '@pledgethon/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe("the demo Thon's reminders", () => {
  const server = useTestApp();
  // One demo per database: the tests only read it.
  beforeAll(() => seedDemo(server.db, { publicUrl: 'https://demo.example' }));

  const headersOf = async (email: string) => {
    const [user] = await server.db.select().from(schema.users).where(eq(schema.users.email, email));
    if (!user) throw new Error(`no demo account ${email}`);
    return sessionHeaders(server.db, { userId: user.id });
  };

  it("show the README's organiser all seven, the held text share and their own template", async () => {
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

  it("show last autumn's sent reminders and shares: delivered, a few bounced, a few blocked", async () => {
    const headers = await headersOf('franchisee@pledgethon.test');
    const log = await server.app.inject({
      url: `/api/Messages/GetThonMessages/${DEMO_COMPLETED_EVENT_CODE}`,
      headers,
    });
    expect(log.statusCode).toBe(200);
    const { Counts, Items, Total } = log.json();
    expect(Counts.queued + Counts.held).toBe(0);
    expect(Counts.sent).toBeGreaterThan(10 * (Counts.failed + Counts.suppressed));
    expect(Counts.failed).toBeGreaterThan(1);
    expect(Counts.suppressed).toBeGreaterThan(1);
    expect(Total).toBe(Counts.sent + Counts.failed + Counts.suppressed);
    // Newest first: the last chance went out on the event day, after everything else.
    expect(Items[0].Reminder).toBe('LastChanceReminders');
    const blocked = await server.app.inject({
      url: `/api/Messages/GetThonMessages/${DEMO_COMPLETED_EVENT_CODE}?state=suppressed`,
      headers,
    });
    const stopped = blocked.json().Items.map((item: { To: string }) => item.To);
    const reasons = await server.db
      .select()
      .from(schema.messageSuppressions)
      .where(inArray(schema.messageSuppressions.address, stopped));
    expect(new Set(reasons.map((row) => row.reason))).toEqual(
      new Set(['bounced', 'unsubscribed', 'opted_out']),
    );
    const bodies = await server.db
      .select({ body: schema.outboxMessages.body })
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.idempotencyKey, `demo-fall-share:friend.1@example.com`));
    expect(bodies[0]?.body).toContain(`https://demo.example/event/${DEMO_COMPLETED_EVENT_CODE}/p/`);

    // The sweep leaves them be: each was sent for the moment it fell due.
    const undispatched = await server.db
      .select()
      .from(schema.reminderSettings)
      .innerJoin(schema.events, eq(schema.events.id, schema.reminderSettings.eventId))
      .where(
        and(
          eq(schema.events.eventCode, DEMO_COMPLETED_EVENT_CODE),
          isNull(schema.reminderSettings.dispatchedFor),
          isNotNull(schema.reminderSettings.days),
        ),
      );
    expect(undispatched).toEqual([]);
  });

  it("show the organiser the messages Emma's shares sent", async () => {
    const log = await server.app.inject({
      url: `/api/Messages/GetThonMessages/${DEMO_EVENT_CODE}`,
      headers: await headersOf('organizer@pledgethon.test'),
    });
    expect(log.json().Counts).toEqual({ queued: 0, held: 0, sent: 5, failed: 0, suppressed: 0 });
    expect(log.json().Items.map((item: { Reminder: string | null }) => item.Reminder)).toEqual(
      Array(5).fill(null),
    );
  });
});
