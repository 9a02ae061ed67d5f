import { eq, schema } from '@pledgethon/db';
import { createEvent } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { sendText } from '../../integrations/delivery/send-text';
import { unsubscribeToken } from '../../integrations/delivery/unsubscribe-links';
import { sendEmail } from '../../integrations/email/send-email';
import { twilioSignature } from '../../integrations/sms/twilio-signature';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { zoneAtHour } from '../reminders/testing';
import { helpReply, OPTED_OUT_REPLY } from './inbound-sms';

const TOKEN = 'inbound-test-token';
const twilioEnv = {
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: TOKEN,
  TWILIO_FROM: '+15005550006',
  // Nothing answers here: these tests keep texts held or read the outbox, they never send.
  TWILIO_API_URL: 'http://127.0.0.1:9',
};

describe('replies to our texts', () => {
  const server = useTestApp({ env: twilioEnv });

  const reply = (
    fields: Record<string, string>,
    signature = twilioSignature(TOKEN, 'http://localhost:3000/api/Sms/Inbound', fields),
  ) =>
    server.app.inject({
      method: 'POST',
      url: '/api/Sms/Inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      payload: new URLSearchParams(fields).toString(),
    });
  const suppression = (address: string) =>
    server.db
      .select()
      .from(schema.messageSuppressions)
      .where(eq(schema.messageSuppressions.address, address));

  it('refuses a request Twilio did not sign', async () => {
    const response = await reply({ From: '+13125550100', Body: 'STOP' }, 'forged');
    expect(response.statusCode).toBe(403);
    expect(await suppression('3125550100')).toEqual([]);
  });

  it.each(['STOP', 'END', 'CANCEL', 'UNSUBSCRIBE', 'QUIT', ' stop '])(
    'opts a number out on %j, confirming once',
    async (word) => {
      const number = `31255${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
      const first = await reply({ From: `+1${number}`, Body: word, MessageSid: 'SM1' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^text\/xml/);
      expect(first.body).toContain(`<Message>${OPTED_OUT_REPLY}</Message>`);
      expect(await suppression(number)).toMatchObject([{ channel: 'sms', reason: 'opted_out' }]);
      const second = await reply({ From: `+1${number}`, Body: word, MessageSid: 'SM2' });
      expect(second.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    },
  );

  it('answers HELP and ignores other words', async () => {
    const help = await reply({ From: '+13125550101', Body: 'help' });
    expect(help.body).toContain(`<Message>${helpReply(server.config.SUPPORT_EMAIL)}</Message>`);
    const other = await reply({ From: '+13125550101', Body: 'Thanks!' });
    expect(other.body).not.toContain('<Message>');
    expect(await suppression('3125550101')).toEqual([]);
  });

  it('lets START undo an opt-out', async () => {
    await reply({ From: '+13125550102', Body: 'STOP' });
    const start = await reply({ From: '+13125550102', Body: 'START' });
    expect(start.body).toContain('<Message>');
    expect(await suppression('3125550102')).toEqual([]);
  });

  it('holds a text queued at night in the recipient zone until 8 AM there', async () => {
    const id = await sendText(server, {
      to: '3125550103',
      body: 'Hello',
      idempotencyKey: 'night-text',
      timeZone: zoneAtHour(23),
    });
    const [row] = await server.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.id, id));
    expect(row?.sendAfter.getTime()).toBeGreaterThan(Date.now() + 8 * 3_600_000);
  });
});

describe('unsubscribing from an e-mail', () => {
  const server = useTestApp();

  it('shows whose link it is, unsubscribes without signing in, and keeps transactional mail going', async () => {
    const address = 'jane.doe@example.com';
    const log = server.app.log;
    const id = await sendEmail(
      { db: server.db, config: server.config, log },
      {
        to: address,
        subject: 'Reminder',
        text: 'Hi',
        html: '<p>Hi</p>',
        idempotencyKey: 'unsubscribe-1',
        transactional: false,
      },
    );
    const [row] = await server.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.id, id));
    const token = await unsubscribeToken(server.db, address);
    expect(row?.body).toContain(`http://localhost:3000/unsubscribe/${token}`);
    expect(row?.htmlBody).toContain(`<a href="http://localhost:3000/unsubscribe/${token}">Unsubscribe</a>`);

    const status = await server.app.inject({ url: `/api/Messages/UnsubscribeStatus/${token}` });
    expect(status.json()).toEqual({ Address: 'ja******@example.com', Unsubscribed: false });
    // A mail client's one-click post (RFC 8058).
    const oneClick = await server.app.inject({
      method: 'POST',
      url: `/api/Messages/Unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ Address: 'ja******@example.com', Unsubscribed: true });
    const again = await server.app.inject({ method: 'POST', url: `/api/Messages/Unsubscribe/${token}` });
    expect(again.json().Unsubscribed).toBe(true);
  });

  it('refuses a token it did not sign', async () => {
    const token = await unsubscribeToken(server.db, 'a@example.com');
    const forged = `${Buffer.from('b@example.com').toString('base64url')}.${token.split('.')[1]}`;
    for (const bad of [forged, 'nonsense', `${token}.x`]) {
      const response = await server.app.inject({ method: 'POST', url: `/api/Messages/Unsubscribe/${bad}` });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe("a Thon's sent messages", () => {
  const server = useTestApp();

  it('shows its organiser each message with its delivery state, and nobody else', async () => {
    const event = await createEvent(server.db, { status: 'active' });
    const other = await createEvent(server.db, { status: 'active' });
    const organizer = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const outsider = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: other.id }] });
    const log = server.app.log;
    await sendEmail(
      { db: server.db, config: server.config, log },
      {
        to: 'a@example.com',
        subject: 'Hello',
        text: 'Hi',
        idempotencyKey: 'thon-log-1',
        eventId: event.id,
      },
    );
    await sendText(server, {
      to: '3125550104',
      body: 'Hi',
      idempotencyKey: 'thon-log-2',
      eventId: event.id,
      timeZone: zoneAtHour(3),
    });
    await sendEmail(
      { db: server.db, config: server.config, log },
      {
        to: 'b@example.com',
        subject: 'Elsewhere',
        text: 'Hi',
        idempotencyKey: 'thon-log-3',
        eventId: other.id,
      },
    );

    const url = `/api/Messages/GetThonMessages/${event.eventCode}`;
    const response = await server.app.inject({
      url,
      headers: await sessionHeaders(server.db, { userId: organizer.id }),
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.Total).toBe(2);
    expect(page.Counts).toEqual({ queued: 1, held: 1, sent: 0, failed: 0, suppressed: 0 });
    expect(page.Items.map((item: { State: string }) => item.State).sort()).toEqual(['held', 'queued']);
    const held = await server.app.inject({
      url: `${url}?state=held`,
      headers: await sessionHeaders(server.db, { userId: organizer.id }),
    });
    expect(held.json().Items).toMatchObject([
      { Channel: 'sms', To: '3125550104', State: 'held', Reminder: null },
    ]);

    const refused = await server.app.inject({
      url,
      headers: await sessionHeaders(server.db, { userId: outsider.id }),
    });
    expect(refused.statusCode).toBe(403);
  });
});
