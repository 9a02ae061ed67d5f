import { isTextingHour, textSendAtInZone } from '@pledgethon/core/zones';
import { type Database, inBackground } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import {
  type ClaimedMessage,
  claimDueMessages,
  holdMessage,
  settleMessage,
} from '../integrations/delivery/delivery.queries';
import {
  type SuppressionReason,
  suppressAddress,
  suppressionsOf,
} from '../integrations/delivery/suppressions.queries';
import { oneClickUnsubscribeUrl, unsubscribeToken } from '../integrations/delivery/unsubscribe-links';
import { isPermanentMailFailure, type MailTransport } from '../integrations/email/email.types';
import type { TextProvider } from '../integrations/sms/sms.types';
import { isPermanentTextFailure } from '../integrations/sms/twilio-errors';

const BATCH = 25;
const IDLE_MS = 1_000;
const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 30_000;
const RECORD_RETRY_MS = 100;
const RECORD_RETRY_MAX_MS = 2_000;

export type DeliveryDeps = {
  db: Database;
  config: Config;
  logger: FastifyBaseLogger;
  mail?: MailTransport | undefined;
  texts?: TextProvider | undefined;
};

const mailHost = (publicUrl: string) => new URL(publicUrl).hostname || 'pledgethon.local';

async function deliverEmail(deps: DeliveryDeps & { mail: MailTransport }, message: ClaimedMessage) {
  const headers: Record<string, string> = {};
  if (!message.transactional) {
    const token = await unsubscribeToken(deps.db, message.toAddress);
    headers['List-Unsubscribe'] = `<${oneClickUnsubscribeUrl(deps.config.publicUrl, token)}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  // The outbox id is the Message-ID: a message sent again after a stopped worker is the same message.
  const messageId = `<${message.id}@${mailHost(deps.config.publicUrl)}>`;
  await deps.mail.deliver({
    from: message.fromAddress,
    to: message.toAddress,
    subject: message.subject ?? '',
    text: message.body,
    ...(message.htmlBody ? { html: message.htmlBody } : {}),
    messageId,
    headers,
  });
  return messageId;
}

async function deliverText(deps: DeliveryDeps & { texts: TextProvider }, message: ClaimedMessage) {
  const text = { to: message.toAddress, body: message.body };
  // A worker stopped between the provider's answer and our record, or an earlier attempt failed
  // without a clear answer (a timeout, a dropped connection: Twilio may have taken it): ask before
  // sending again.
  if (message.inDoubt || message.attempts > 1) {
    const sent = await deps.texts.findSent({ ...text, since: message.createdAt });
    if (sent) return sent;
  }
  return deps.texts.send(text);
}

/** Whether the address may not be written to: bounced ever, or opted out of what is not transactional. */
function isSuppressed(message: ClaimedMessage, suppressions: Map<string, SuppressionReason>) {
  const reason = suppressions.get(`${message.channel}:${message.toAddress}`);
  if (!reason) return false;
  // A number that replied STOP gets nothing more from us, as carriers require; an unsubscribed
  // e-mail address still gets its receipts and resets.
  return reason !== 'unsubscribed' || !message.transactional;
}

async function failed(deps: DeliveryDeps, message: ClaimedMessage, error: unknown) {
  const text = error instanceof Error ? error.message : String(error);
  deps.logger.warn({ err: error, outboxId: message.id, channel: message.channel }, 'message delivery failed');
  const bounced = message.channel === 'email' ? isPermanentMailFailure(error) : isPermanentTextFailure(error);
  if (bounced) {
    await suppressAddress(deps.db, {
      channel: message.channel,
      address: message.toAddress,
      reason: 'bounced',
    });
  }
  if (bounced || message.attempts >= MAX_ATTEMPTS) {
    await settleMessage(deps.db, message.id, { status: 'failed', error: text });
    return;
  }
  const wait = RETRY_BASE_MS * 2 ** (message.attempts - 1);
  let sendAfter = new Date(Date.now() + wait);
  if (message.recipientTimeZone) sendAfter = textSendAtInZone(sendAfter, message.recipientTimeZone);
  await settleMessage(deps.db, message.id, { status: 'queued', sendAfter, error: text });
}

async function deliverOne(
  deps: DeliveryDeps,
  message: ClaimedMessage,
  suppressions: Map<string, SuppressionReason>,
) {
  if (isSuppressed(message, suppressions)) {
    await settleMessage(deps.db, message.id, {
      status: 'suppressed',
      error: 'the recipient asked for no more messages',
    });
    return;
  }
  const now = new Date();
  // Checked again at the moment of sending: a retry or a slow queue must not text anyone at night.
  if (message.recipientTimeZone && !isTextingHour(now, message.recipientTimeZone)) {
    await holdMessage(deps.db, message.id, textSendAtInZone(now, message.recipientTimeZone));
    return;
  }
  let providerMessageId: string | null;
  try {
    providerMessageId =
      message.channel === 'email' && deps.mail
        ? await deliverEmail({ ...deps, mail: deps.mail }, message)
        : deps.texts
          ? await deliverText({ ...deps, texts: deps.texts }, message)
          : null;
  } catch (error) {
    await failed(deps, message, error);
    return;
  }
  // Sent: from here a failure is the database's, and must never count as the send's (a retry
  // would send it again).
  await recordWhileHeld(deps, message, () =>
    settleMessage(deps.db, message.id, { status: 'sent', sentAt: new Date(), providerMessageId }),
  );
}

/**
 * Records what became of a message this worker sent, trying again while the database is away (a
 * restart, cut connections) for as long as the claim lasts. Past it the message is in doubt and
 * whoever takes it next decides (decision 095).
 */
async function recordWhileHeld(deps: DeliveryDeps, message: ClaimedMessage, record: () => Promise<void>) {
  const heldUntil = message.claimedUntil?.getTime() ?? 0;
  for (let wait = RECORD_RETRY_MS; ; wait = Math.min(wait * 2, RECORD_RETRY_MAX_MS)) {
    try {
      await record();
      return;
    } catch (error) {
      if (Date.now() + wait >= heldUntil) throw error;
      deps.logger.warn({ err: error, outboxId: message.id }, 'recording a sent message failed; trying again');
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** Claims and sends one batch of due messages; answers how many it took. */
async function deliverDueMessages(deps: DeliveryDeps): Promise<number> {
  const channels = [...(deps.mail ? (['email'] as const) : []), ...(deps.texts ? (['sms'] as const) : [])];
  const now = new Date();
  const batch = await claimDueMessages(deps.db, {
    channels,
    limit: BATCH,
    now,
    until: new Date(now.getTime() + deps.config.DELIVERY_CLAIM_SECONDS * 1_000),
  });
  // Checked at the moment of sending too, not only at queueing: a STOP may have come in since.
  const suppressions = await suppressionsOf(deps.db, batch);
  await Promise.all(batch.map((message) => deliverOne(deps, message, suppressions)));
  return batch.length;
}

/**
 * The delivery worker of this process: sends due e-mails over SMTP and texts through the provider,
 * whichever are configured, batch after batch, and looks again every second when none are due.
 * Messages are claimed row by row (decision 071), so every process of an installation runs one.
 * Its work is background work: requests go first on the embedded database (decision 158).
 */
export function startMessageDelivery(deps: DeliveryDeps): { stop(): Promise<void> } {
  let stopped = false;
  let wake: (() => void) | undefined;
  const loop = inBackground(async () => {
    while (!stopped) {
      let taken = 0;
      try {
        taken = await deliverDueMessages(deps);
      } catch (error) {
        if (!stopped) deps.logger.error({ err: error }, 'message delivery round failed');
      }
      if (taken === 0 && !stopped) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, IDLE_MS).unref();
        });
      }
    }
  });
  return {
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
