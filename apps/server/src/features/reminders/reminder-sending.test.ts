import { isTextingHour } from '@pledgethon/core/zones';
import { eq, schema } from '@pledgethon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppressAddress } from '../../integrations/delivery/suppressions.queries';
import { headerOf, startMailbox, startTextProvider, waitFor } from '../../testing/message-doubles';
import { useTestApp } from '../../testing/test-app';
import { fanOutReminder } from './fan-out-reminder';
import { reminderOf, thonWithFamilies, zoneAtHour } from './testing';

const { outboxMessages, reminderDeliveries, reminderSettings } = schema;

describe('sending reminders', () => {
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let texts: Awaited<ReturnType<typeof startTextProvider>>;
  const bounced = 'gone@example.com';
  beforeAll(async () => {
    mailbox = await startMailbox({ reject: new Set([bounced]) });
    texts = await startTextProvider();
  });
  afterAll(async () => {
    await mailbox.close();
    await texts.close();
  });
  const server = useTestApp(() => ({ env: { SMTP_URL: mailbox.url, ...texts.env } }));
  const deps = () => ({ db: server.db, config: server.config });

  const messagesOf = (eventId: string) =>
    server.db.select().from(outboxMessages).where(eq(outboxMessages.eventId, eventId));
  const settled = (eventId: string, count: number) =>
    waitFor(async () => {
      const rows = await messagesOf(eventId);
      return rows.length === count && rows.every((row) => row.status !== 'queued') ? rows : undefined;
    });

  it('e-mails each family once, naming their children, with a one-click unsubscribe', async () => {
    const { event, parents } = await thonWithFamilies(server.db, { families: 2 });
    const { job } = await reminderOf(server.db, event.id, 'EmailReminderComingUp');
    expect(await fanOutReminder(deps(), job)).toBe(2);
    // A repeat (a retry, a second process) queues nothing more.
    expect(await fanOutReminder(deps(), job)).toBe(0);
    const rows = await settled(event.id, 2);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);

    const [parent] = parents;
    const mail = mailbox.received.find((each) => each.to.includes(parent?.email ?? ''));
    expect(mail?.data).toContain(`${parent?.child.firstName} is getting ready for Test Fun Run`);
    expect(headerOf(mail?.data ?? '', 'List-Unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/api\/Messages\/Unsubscribe\/[\w.-]+>$/,
    );
    expect(headerOf(mail?.data ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.data).toContain('/unsubscribe/');
    expect(headerOf(mail?.data ?? '', 'Content-Type')).toMatch(/multipart\/alternative/);

    const [reminder] = await server.db
      .select()
      .from(reminderSettings)
      .where(eq(reminderSettings.id, job.reminderId));
    expect(reminder?.dispatchedFor?.toISOString()).toBe(job.dueAt);
    const deliveries = await server.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.eventId, event.id));
    expect(deliveries.map((row) => row.address).sort()).toEqual(parents.map((each) => each.email).sort());
  });

  it('sends a flat-donation Thon the flat-donation text of a built-in template', async () => {
    const { event } = await thonWithFamilies(server.db, { families: 1, flatDonationsOnly: true });
    const { job } = await reminderOf(server.db, event.id, 'EmailReminderComingUp');
    await fanOutReminder(deps(), job);
    const [row] = await messagesOf(event.id);
    expect(row?.body).toContain('raising money for Test Fun Run');
    expect(row?.body).not.toContain('laps');
  });

  it('texts families in their daytime through the provider, and holds night texts until 8 AM', async () => {
    const day = await thonWithFamilies(server.db, { families: 2, zone: zoneAtHour(13) });
    const night = await thonWithFamilies(server.db, { families: 1, zone: zoneAtHour(2) });
    for (const thon of [day, night]) {
      await fanOutReminder(deps(), (await reminderOf(server.db, thon.event.id, 'SmsReminderComingUp')).job);
    }
    const sent = await settled(day.event.id, 2);
    expect(sent.every((row) => row.status === 'sent' && row.providerMessageId?.startsWith('SM'))).toBe(true);
    const [first] = day.parents;
    const text = texts.received.find((each) => each.to === `+1${first?.phone?.replace(/\D/g, '')}`);
    expect(text?.body).toMatch(/Help Kid0 reach the goal: .* Reply STOP to opt out\.$/);

    const [held] = await messagesOf(night.event.id);
    expect(held?.status).toBe('queued');
    expect(held && held.sendAfter > new Date()).toBe(true);
    expect(held && isTextingHour(held.sendAfter, night.event.timeZone)).toBe(true);
    expect(texts.received.some((each) => each.to.endsWith(held?.toAddress ?? 'none'))).toBe(false);
  });

  it('never writes to an address that unsubscribed, opted out or bounced', async () => {
    const { event, parents } = await thonWithFamilies(server.db, { families: 3, zone: zoneAtHour(13) });
    const [unsubscribed, optedOut, bouncing] = parents;
    if (!unsubscribed || !optedOut || !bouncing) throw new Error('three families');
    await suppressAddress(server.db, {
      channel: 'email',
      address: unsubscribed.email,
      reason: 'unsubscribed',
    });
    await suppressAddress(server.db, {
      channel: 'sms',
      address: optedOut.phone?.replace(/\D/g, '') ?? '',
      reason: 'opted_out',
    });
    await server.db.update(schema.users).set({ email: bounced }).where(eq(schema.users.id, bouncing.id));
    await fanOutReminder(deps(), (await reminderOf(server.db, event.id, 'EmailReminderTomorrow')).job);
    await fanOutReminder(deps(), (await reminderOf(server.db, event.id, 'SmsReminderTomorrow')).job);
    const rows = await settled(event.id, 6);
    const stateOf = (address: string) => rows.find((row) => row.toAddress === address)?.status;
    expect(stateOf(unsubscribed.email)).toBe('suppressed');
    expect(stateOf(optedOut.phone?.replace(/\D/g, '') ?? '')).toBe('suppressed');
    expect(stateOf(bounced)).toBe('failed');
    expect(mailbox.received.some((mail) => mail.to.includes(unsubscribed.email))).toBe(false);

    // The bounce is remembered: the next reminder does not try the address again.
    await fanOutReminder(deps(), (await reminderOf(server.db, event.id, 'EmailReminderComingUp')).job);
    const again = await settled(event.id, 9);
    expect(
      again
        .filter((row) => row.toAddress === bounced)
        .map((row) => row.status)
        .sort(),
    ).toEqual(['failed', 'suppressed']);
  });

  it('asks the provider before sending again a text whose worker stopped mid-send', async () => {
    const { event } = await thonWithFamilies(server.db, { families: 1, zone: zoneAtHour(13) });
    await fanOutReminder(deps(), (await reminderOf(server.db, event.id, 'SmsReminderComingUp')).job);
    const [sent] = await settled(event.id, 1);
    const before = texts.received.length;
    // As if the worker had been killed after Twilio accepted the text and before it was recorded.
    await server.db
      .update(outboxMessages)
      .set({ status: 'queued', claimedUntil: new Date(Date.now() - 1_000), providerMessageId: null })
      .where(eq(outboxMessages.id, sent?.id ?? ''));
    const [again] = await settled(event.id, 1);
    expect(again?.status).toBe('sent');
    expect(again?.providerMessageId).toBe(sent?.providerMessageId);
    expect(texts.received.length).toBe(before);
  });
});
