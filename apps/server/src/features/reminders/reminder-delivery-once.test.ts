import { isTextingHour } from '@pledgethon/core/zones';
import { eq, schema } from '@pledgethon/db';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport } from '../../integrations/email/email.types';
import { createSmtpTransport } from '../../integrations/email/smtp-transport';
import type { TextProvider } from '../../integrations/sms/sms.types';
import { createTwilioProvider } from '../../integrations/sms/twilio-rest';
import { startMessageDelivery } from '../../jobs/message-delivery';
import { startMailbox, startTextProvider, waitFor } from '../../testing/message-doubles';
import { useTestApp } from '../../testing/test-app';
import { dueReminderMessages } from './testing-delivery';
import { expectEachReceivedOnce, unsettledCount } from './testing-delivery-checks';

const never = new Promise<never>(() => {});

/**
 * Transports that work for `calls` messages and then stop answering, as a process stops: from then
 * on every other message reaches the server first (accepted, never recorded: in doubt), the rest
 * never leave. `stopped` settles when the worker is stuck; `inDoubt` counts what reached a server.
 */
function stoppingTransports(mail: MailTransport, texts: TextProvider, calls: number) {
  let made = 0;
  const inDoubt = { email: 0, sms: 0 };
  let markStopped: () => void = () => {};
  const stopped = new Promise<void>((resolve) => {
    markStopped = resolve;
  });
  const call = async <T>(channel: 'email' | 'sms', real: () => Promise<T>): Promise<T> => {
    made += 1;
    if (made <= calls) return real();
    markStopped();
    if (made % 2 === 1) {
      await real();
      inDoubt[channel] += 1;
    }
    return never;
  };
  return {
    stopped,
    inDoubt,
    mail: {
      deliver: (message) => call('email', () => mail.deliver(message)),
      close: () => mail.close(),
    } as MailTransport,
    texts: {
      send: (message) => call('sms', () => texts.send(message)),
      findSent: (message) => texts.findSent(message),
    } as TextProvider,
  };
}

describe('2,000 due reminder messages', () => {
  const refused = new Set<string>();
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let texts: Awaited<ReturnType<typeof startTextProvider>>;
  beforeAll(async () => {
    mailbox = await startMailbox({ reject: refused });
    texts = await startTextProvider();
  });
  afterAll(async () => {
    await mailbox.close();
    await texts.close();
  });
  // No SMTP or Twilio in the app's settings: the test runs the delivery workers itself.
  const server = useTestApp({ env: { DELIVERY_CLAIM_SECONDS: '10' } });
  const logger = pino({ level: 'silent' });
  const transports = () => ({
    mail: createSmtpTransport(mailbox.url),
    texts: createTwilioProvider({
      accountSid: texts.env.TWILIO_ACCOUNT_SID,
      authToken: texts.env.TWILIO_AUTH_TOKEN,
      from: texts.env.TWILIO_FROM,
      apiUrl: texts.env.TWILIO_API_URL,
    }),
  });

  it('reach each recipient once when one process’s worker stops mid-batch and a new one takes over (single process: PGlite cannot be shared)', async () => {
    const deps = { db: server.db, config: server.config, logger };
    const scenario = await dueReminderMessages(deps);
    for (const address of scenario.rejected) refused.add(address);
    expect(await scenario.fanOut()).toBe(2_000);

    // Two workers share the work, as two processes would; one stops mid-batch and is started again.
    const real = transports();
    const dying = stoppingTransports(real.mail, real.texts, 200);
    startMessageDelivery({ ...deps, mail: dying.mail, texts: dying.texts });
    const other = transports();
    const running = [startMessageDelivery({ ...deps, ...other })];
    await dying.stopped;
    // The stuck worker is never stopped, as a killed process is not: its claims lapse instead.
    const restarted = transports();
    running.push(startMessageDelivery({ ...deps, ...restarted }));
    try {
      await waitFor(
        async () => ((await unsettledCount(server.db, scenario)) === 0 ? true : undefined),
        240_000,
      );
    } finally {
      for (const worker of running) await worker.stop();
      for (const each of [real, other, restarted]) each.mail.close();
    }

    const { repeatedMailIds } = expectEachReceivedOnce(scenario, mailbox.received, texts.received);
    // The e-mails the stopped worker had handed over unrecorded went again under their Message-ID
    // (SMTP cannot be asked); its texts in doubt were looked up at the provider, not sent again.
    expect(dying.inDoubt.email + dying.inDoubt.sms).toBeGreaterThan(0);
    expect(repeatedMailIds).toBe(dying.inDoubt.email);

    const held = await server.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.eventId, scenario.night.event.id));
    const heldTexts = held.filter((row) => row.channel === 'sms');
    expect(heldTexts.map((row) => row.status)).toEqual(Array(5).fill('queued'));
    expect(heldTexts.every((row) => isTextingHour(row.sendAfter, scenario.night.event.timeZone))).toBe(true);
  }, 420_000);
});
