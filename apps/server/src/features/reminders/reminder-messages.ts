import {
  eventLink,
  fillTemplate,
  participantPageUrl,
  type ReminderKey,
  type TemplateValues,
  templateValuesFor,
} from '@pledgethon/core';
import { flatVariantKey, type schema } from '@pledgethon/db';
import { htmlToText } from '../../integrations/delivery/message-text';
import { renderTemplateHtml } from '../message-templates/template-html';
import type { RecipientChannel, ReminderRecipient } from './reminder-recipients.queries';

type Template = typeof schema.messageTemplates.$inferSelect;
type Event = typeof schema.events.$inferSelect;

/** The channels a reminder goes out on: last chance by both, the others by the one their name says. */
export const REMINDER_CHANNELS: Readonly<
  Record<Exclude<ReminderKey, 'ParticipantSMSShare'>, RecipientChannel[]>
> = {
  SmsReminderComingUp: ['sms'],
  SmsReminderTomorrow: ['sms'],
  LastChanceReminders: ['email', 'sms'],
  EmailReminderComingUp: ['email'],
  EmailReminderTomorrow: ['email'],
  MerchReminderEmail1: ['email'],
};

/**
 * The text a reminder sends on one channel: its attached template when it is of that channel, else
 * the built-in one; a built-in text is swapped for its flat-donation variant in a flat-donation Thon.
 */
export function templateForChannel(
  templates: readonly Template[],
  {
    key,
    attachedId,
    channel,
    flatDonationsOnly,
  }: {
    key: ReminderKey;
    attachedId: string | null;
    channel: RecipientChannel;
    flatDonationsOnly: boolean;
  },
): Template | undefined {
  const attached = templates.find(
    (template) => template.id === attachedId && template.messageType === channel,
  );
  const chosen = attached ?? templates.find((template) => template.builtInKey === `${key}:${channel}`);
  if (!chosen?.builtInKey || !flatDonationsOnly) return chosen;
  return (
    templates.find((template) => template.builtInKey === flatVariantKey(chosen.builtInKey ?? '')) ?? chosen
  );
}

/** The placeholder values for one recipient of a Thon's reminder. */
export function recipientValues(
  event: Event,
  publicUrl: string,
  recipient: ReminderRecipient,
): TemplateValues {
  const link = eventLink(publicUrl, event.eventCode);
  const [first, ...rest] = recipient.participants.map((participant) => ({
    ...participant,
    url: participantPageUrl(publicUrl, event.eventCode, participant.id),
  }));
  // Organisers are told about the Thon, not a participant: they stand in its place, at the event link.
  const about = first ?? { firstName: recipient.firstName, lastName: recipient.lastName, url: link };
  return templateValuesFor({
    thon: { ...event, eventLink: link },
    participants: [about, ...rest],
    recipient,
  });
}

export type RenderedEmail = { subject: string; html: string; text: string };

/** An e-mail reminder filled for one recipient: sanitised HTML and its plain-text part. */
export function renderEmail(template: Template, values: TemplateValues): RenderedEmail {
  const html = renderTemplateHtml(template.messageBody, values);
  return { subject: fillTemplate(template.messageSubject ?? '', values), html, text: htmlToText(html) };
}

/** A text reminder filled for one recipient; placeholders in a text are plain text. */
export const renderText = (template: Template, values: TemplateValues): string =>
  fillTemplate(template.messageBody, values);
