import { eq, schema } from '@pledgethon/db';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, waitFor } from '../../testing/message-doubles';
import { type TestApp, useTestApp } from '../../testing/test-app';
import { sendEmail, sentMessageLink } from './send-email';

/** A logger whose lines the test can read. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

const outboxRow = (testApp: TestApp, id: string) =>
  testApp.database.db.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.id, id));

describe('e-mail over SMTP', () => {
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(() => mailbox.close());
  const server = useTestApp(() => ({ env: { SMTP_URL: mailbox.url, MAIL_FROM: 'events@pledgethon.test' } }));

  it('delivers a message once through a real SMTP exchange and marks it sent', async () => {
    const { log, lines } = recordingLogger();
    const deps = { db: server.db, config: server.config, log };
    const message = {
      to: 'parent@example.com',
      subject: 'Laps are in',
      text: 'Emma ran 31 laps.',
      idempotencyKey: 'laps-1',
    };
    const id = await sendEmail(deps, message);
    expect(await sendEmail(deps, message)).toBe(id);

    const mail = await waitFor(() => mailbox.received[0]);
    expect(mail.to).toEqual(['parent@example.com']);
    expect(mail.from).toBe('events@pledgethon.test');
    expect(mail.data).toContain('Subject: Laps are in');
    expect(mail.data).toContain('Emma ran 31 laps.');
    const [row] = await waitFor(async () => {
      const rows = await outboxRow(server, id);
      return rows[0]?.status === 'sent' ? rows : undefined;
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(mailbox.received).toHaveLength(1);
    expect(lines).toEqual([]);
  });
});

describe('e-mail without SMTP', () => {
  const server = useTestApp();
  const message = { to: 'a@example.com', subject: 'Hi', text: 'Body' };

  it('keeps the message in the outbox and logs one line saying where to read it', async () => {
    const { log, lines } = recordingLogger();
    const deps = { db: server.db, config: server.config, log };
    const id = await sendEmail(deps, { ...message, idempotencyKey: 'k-1' });
    const [row] = await outboxRow(server, id);
    expect(row).toMatchObject({ status: 'queued', toAddress: 'a@example.com', subject: 'Hi', body: 'Body' });

    const view = sentMessageLink(server.config, id);
    expect(view).toBe(`http://localhost:3000/admin/messages?message=${id}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ to: 'a@example.com', subject: 'Hi', view });
    expect(String(lines[0]?.msg)).toContain(view);
  });

  it('logs nothing about messages in production', async () => {
    const { log, lines } = recordingLogger();
    const config = { ...server.config, NODE_ENV: 'production' as const };
    await sendEmail({ db: server.db, config, log }, { ...message, idempotencyKey: 'k-2' });
    expect(lines).toEqual([]);
  });
});
