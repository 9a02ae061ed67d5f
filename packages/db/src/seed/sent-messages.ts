import {
  eventLink,
  fillTemplate,
  participantPageUrl,
  type TemplatePerson,
  type TemplateThon,
  type TemplateValues,
  templateValuesFor,
} from '@pledgethon/core';
import { defaultMessagesEn, textOptOutLineEn, unnamedRecipientEn } from '@pledgethon/texts';
import type { Executor } from '../client';
import { outboxMessages, reminderDeliveries } from '../schema/index';

/** What the demo's messages speak of: a Thon and one of its participants. */
export type DemoMessageAbout = {
  thon: Omit<TemplateThon, 'eventLink'> & { id: string };
  participant: { id: string; firstName: string; lastName: string };
  publicUrl: string;
};

/** A recipient known only by address, greeted as a share greets them. */
export const UNNAMED: TemplatePerson = { firstName: unnamedRecipientEn, lastName: '' };

export function demoValues(
  { thon, participant, publicUrl }: DemoMessageAbout,
  recipient: TemplatePerson,
): TemplateValues {
  return templateValuesFor({
    thon: { ...thon, eventLink: eventLink(publicUrl, thon.eventCode) },
    participants: [{ ...participant, url: participantPageUrl(publicUrl, thon.eventCode, participant.id) }],
    recipient,
  });
}

// The built-in texts are our own fixed markup: paragraphs and line breaks, no values inside tags.
export const demoPlainText = (html: string): string =>
  html
    .replace(/<\/p>\s*/g, '\n\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .trim();

/** The share e-mail and text a participant sends (spec section 9's defaults), filled for the demo. */
export function demoShareMessages(about: DemoMessageAbout) {
  const values = demoValues(about, UNNAMED);
  const email = defaultMessagesEn.email.perUnit;
  return {
    subject: fillTemplate(email.subject ?? '', values),
    emailBody: fillTemplate(demoPlainText(email.body), values),
    textBody: `${fillTemplate(defaultMessagesEn.sms.perUnit.body, values)} ${textOptOutLineEn}`,
  };
}

/** How a demo message ended: delivered, bounced, or never sent to an address that had said stop. */
export type DemoOutcome = 'sent' | 'failed' | 'suppressed';

const OUTCOME_ERRORS: Record<DemoOutcome, string | null> = {
  sent: null,
  failed: '550 5.1.1 The email account that you tried to reach does not exist',
  suppressed: 'the recipient asked for no more messages',
};

export type DemoMessage = {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  outcome: DemoOutcome;
  at: Date;
  /** The reminder that sent it; none for a share. */
  reminderSettingId?: string;
  /** Unique per message, as the product's own keys are. */
  key: string;
};

/** Writes messages as the delivery worker leaves them, with the reminder deliveries that sent them. */
export async function insertDemoMessages(
  tx: Executor,
  eventId: string,
  messages: readonly DemoMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  const rows = await tx
    .insert(outboxMessages)
    .values(
      messages.map((message) => ({
        channel: message.channel,
        toAddress: message.to,
        fromAddress: message.channel === 'email' ? 'PledgeThon <no-reply@pledgethon.test>' : '+13125550100',
        subject: message.subject,
        body: message.body,
        eventId,
        status: message.outcome,
        // A bounce is final at the first attempt; a stopped address is never tried.
        attempts: message.outcome === 'suppressed' ? 0 : 1,
        error: OUTCOME_ERRORS[message.outcome],
        idempotencyKey: message.key,
        sendAfter: message.at,
        recipientTimeZone: message.channel === 'sms' ? 'America/Chicago' : null,
        providerMessageId: message.outcome === 'sent' ? `demo-${message.key}` : null,
        transactional: false,
        createdAt: message.at,
        sentAt: message.outcome === 'sent' ? new Date(message.at.getTime() + 4_000) : null,
      })),
    )
    .returning({ id: outboxMessages.id, key: outboxMessages.idempotencyKey });
  const idOf = new Map(rows.map((row) => [row.key, row.id]));
  const deliveries = messages.flatMap((message) => {
    const outboxMessageId = idOf.get(message.key);
    return message.reminderSettingId && outboxMessageId
      ? [
          {
            reminderSettingId: message.reminderSettingId,
            eventId,
            channel: message.channel,
            address: message.to,
            outboxMessageId,
            createdAt: message.at,
          },
        ]
      : [];
  });
  if (deliveries.length > 0) await tx.insert(reminderDeliveries).values(deliveries);
}
