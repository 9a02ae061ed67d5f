import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq, schema } from '@pledgethon/db';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../testing/test-app';
import { sendEmail, sentMessageLink } from './send-email';

/** A logger whose lines the test can read. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

type Received = { from: string; to: string[]; data: string };

/** A real SMTP server on loopback that keeps what it is sent. */
async function startMailbox() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

async function waitFor<T>(
  read: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
    const deps = { db: server.db, jobs: server.jobs, config: server.config, log };
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
    const deps = { db: server.db, jobs: server.jobs, config: server.config, log };
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
    await sendEmail({ db: server.db, jobs: server.jobs, config, log }, { ...message, idempotencyKey: 'k-2' });
    expect(lines).toEqual([]);
  });
});
