import { reminderSendAt } from '@pledgethon/core/zones';
import { type Database, rowsPerTransaction } from '@pledgethon/db';
import type { Config } from '../../config';
import { emailOutboxRow, textOutboxRow } from '../../integrations/delivery/outbox-rows';
import { suppressedAmong } from '../../integrations/delivery/suppressions.queries';
import { findThonOrderSummary, type ThonOrderSummary } from '../shop/thon-order-summary';
import { merchReminderEmail } from './merch-reminder';
import {
  REMINDER_CHANNELS,
  recipientValues,
  renderEmail,
  renderText,
  templateForChannel,
} from './reminder-messages';
import { type RecipientChannel, reminderRecipients } from './reminder-recipients.queries';
import {
  deliveryKey,
  findFanOutProgress,
  findReminderTemplates,
  findReminderToSend,
  markReminderDispatched,
  queueReminderPage,
} from './reminder-sending.queries';

// Recipients rendered and queued per transaction: big enough to be quick, small enough to hold little;
// on the embedded engine small enough that a request waiting behind one is answered in a moment.
export const FAN_OUT_PAGE = { server: 1_000, embedded: 500 };

type FanOutDeps = { db: Database; config: Config };

/**
 * Queues a due reminder's message to every recipient (decision 070), page by page in address order;
 * each page's messages, their delivery rows and the page's last address commit together, so a repeat
 * after a crash or by a second process goes on after the last page queued (decision 117). A reminder
 * whose day or time changed since the job was made is left to the job of its new time. Stops between
 * pages once `signal` is aborted. Answers how many messages it queued.
 */
export async function fanOutReminder(
  deps: FanOutDeps,
  job: { reminderId: string; dueAt: string },
  signal?: AbortSignal,
): Promise<number> {
  const found = await findReminderToSend(deps.db, job);
  if (!found) return 0;
  const { reminder, event } = found;
  if (!reminder.enabled || reminder.key === 'ParticipantSMSShare' || event.status !== 'active') return 0;
  if (reminder.days === null || reminder.time === null) return 0;
  const dueAt = reminderSendAt({
    eventDate: event.eventDate,
    days: reminder.days,
    time: reminder.time,
    timeZone: reminder.timeZone,
  });
  if (dueAt.getTime() !== Date.parse(job.dueAt)) return 0;

  const templates = await findReminderTemplates(deps.db, {
    attachedId: reminder.messageTemplateId,
    key: reminder.key,
  });
  const orderSummary =
    reminder.key === 'MerchReminderEmail1'
      ? await findThonOrderSummary(deps.db, { eventId: event.id })
      : null;
  let queued = 0;
  for (const channel of REMINDER_CHANNELS[reminder.key]) {
    const template = templateForChannel(templates, {
      key: reminder.key,
      attachedId: reminder.messageTemplateId,
      channel,
      flatDonationsOnly: event.flatDonationsOnly,
    });
    if (!template) continue;
    const progress = { reminderSettingId: reminder.id, dueAt, channel };
    let after = await findFanOutProgress(deps.db, progress);
    const limit = rowsPerTransaction(deps.db, FAN_OUT_PAGE);
    for (;;) {
      signal?.throwIfAborted();
      const page = await reminderRecipients(deps.db, reminder.key, channel, {
        eventId: event.id,
        after,
        limit,
      });
      const last = page.at(-1);
      if (!last) break;
      after = last.address;
      const suppressed = await suppressedAmong(
        deps.db,
        channel,
        page.map((recipient) => recipient.address),
      );
      const messages = await Promise.all(
        page.map(async (recipient) => {
          const values = recipientValues(event, deps.config.publicUrl, recipient);
          const idempotencyKey = deliveryKey(reminder.id, channel, recipient.address);
          const outbox = await outboxRowFor(deps, channel, {
            template,
            values,
            recipient,
            idempotencyKey,
            event,
            orderSummary,
          });
          const settled = suppressed.has(recipient.address)
            ? { ...outbox, status: 'suppressed' as const, error: 'the recipient asked for no more messages' }
            : outbox;
          return { channel, address: recipient.address, outbox: settled };
        }),
      );
      queued += await deps.db.transaction((tx) =>
        queueReminderPage(tx, { ...progress, lastAddress: after, eventId: event.id, messages }),
      );
    }
  }
  await markReminderDispatched(deps.db, { id: reminder.id, dueAt });
  return queued;
}

async function outboxRowFor(
  deps: FanOutDeps,
  channel: RecipientChannel,
  {
    template,
    values,
    recipient,
    idempotencyKey,
    event,
    orderSummary,
  }: {
    template: Parameters<typeof renderText>[0];
    values: Parameters<typeof renderText>[1];
    recipient: { address: string };
    idempotencyKey: string;
    event: { id: string; timeZone: string };
    /** The Thon's order, for the merchandise reminder only. */
    orderSummary: ThonOrderSummary | null;
  },
) {
  if (channel === 'sms') {
    return textOutboxRow(deps.config, {
      to: recipient.address,
      body: renderText(template, values),
      idempotencyKey,
      eventId: event.id,
      timeZone: event.timeZone,
      transactional: false,
    });
  }
  const rendered = renderEmail(template, values);
  const email = orderSummary ? merchReminderEmail(rendered, orderSummary) : rendered;
  return emailOutboxRow(deps.db, deps.config, {
    to: recipient.address,
    ...email,
    idempotencyKey,
    eventId: event.id,
    transactional: false,
  });
}
