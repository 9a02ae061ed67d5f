import {
  eventLink,
  fillTemplate,
  participantPageUrl,
  type TemplatePerson,
  templateValuesFor,
} from '@pledgethon/core';
import type { schema } from '@pledgethon/db';
import { type DefaultMessageKind, defaultMessagesEn, unnamedRecipientEn } from '@pledgethon/texts';
import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

type ShareAbout = {
  event: typeof schema.events.$inferSelect;
  participant: Pick<typeof schema.participants.$inferSelect, 'id' | 'firstName' | 'lastName'>;
};

/** A recipient known only by address is greeted as "there" ("Hi there,"), never with a blank. */
const UNNAMED_RECIPIENT: TemplatePerson = { firstName: unnamedRecipientEn, lastName: '' };

// Paragraphs and line breaks become line breaks; every other tag goes and only its text stays.
const BLOCK_END = /<\/(p|h[1-4]|li|div|blockquote|tr)>|<br\s*\/?>/gi;

/** The plain text of a template body, as the outbox and every mail client can show it. */
export const htmlToText = (html: string): string =>
  decodeHTML(sanitizeHtml(html.replace(BLOCK_END, '\n'), { allowedTags: [], allowedAttributes: {} }))
    .split('\n')
    .map((line) => line.trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const valuesFor = ({ event, participant }: ShareAbout, publicUrl: string, recipient: TemplatePerson) => {
  const link = eventLink(publicUrl, event.eventCode);
  return templateValuesFor({
    thon: { ...event, eventLink: link },
    participants: [{ ...participant, url: participantPageUrl(publicUrl, event.eventCode, participant.id) }],
    recipient,
  });
};

const variantOf = (about: ShareAbout) => (about.event.flatDonationsOnly ? 'flat' : 'perUnit');

/** The share e-mail of `kind` (a participant's own or a guest's), filled for one recipient. */
export function shareEmail(
  about: ShareAbout,
  {
    publicUrl,
    kind,
    recipient = UNNAMED_RECIPIENT,
  }: {
    publicUrl: string;
    kind: Extract<DefaultMessageKind, 'email' | 'guestShareEmail'>;
    recipient?: TemplatePerson;
  },
): { subject: string; text: string } {
  const template = defaultMessagesEn[kind][variantOf(about)];
  const values = valuesFor(about, publicUrl, recipient);
  return {
    subject: fillTemplate(template.subject ?? '', values),
    // Filled after the markup is gone, so a value is text and never read as HTML.
    text: fillTemplate(htmlToText(template.body), values),
  };
}

/**
 * The share text of `kind`, filled. A participant's text share uses the Thon's ParticipantSMSShare
 * template when one is attached (`templateBody`), else the default text.
 */
export function shareText(
  about: ShareAbout,
  {
    publicUrl,
    kind,
    templateBody,
  }: {
    publicUrl: string;
    kind: Extract<DefaultMessageKind, 'sms' | 'guestSms'>;
    templateBody?: string | null;
  },
): string {
  const body = templateBody ?? defaultMessagesEn[kind][variantOf(about)].body;
  return fillTemplate(body, valuesFor(about, publicUrl, UNNAMED_RECIPIENT));
}
