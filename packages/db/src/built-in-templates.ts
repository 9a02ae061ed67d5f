import type { ReminderKey } from '@pledgethon/core';
import { defaultMessagesEn } from '@pledgethon/texts';
import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { messageTemplates } from './schema/index';

export type BuiltInTemplate = {
  builtInKey: string;
  category: ReminderKey;
  messageType: 'email' | 'sms';
  templateName: string;
  messageSubject: string | null;
  messageBody: string;
};

const sms = (
  category: ReminderKey,
  templateName: string,
  messageBody: string,
  variant = '',
): BuiltInTemplate => ({
  builtInKey: `${category}:sms${variant}`,
  category,
  messageType: 'sms',
  templateName,
  messageSubject: null,
  messageBody,
});

const email = (
  category: ReminderKey,
  templateName: string,
  messageSubject: string,
  paragraphs: readonly string[],
  variant = '',
): BuiltInTemplate => ({
  builtInKey: `${category}:email${variant}`,
  category,
  messageType: 'email',
  templateName,
  messageSubject,
  messageBody: paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n'),
});

const FLAT = ':flat';

/**
 * The built-in reminder texts, one per channel a reminder sends on (last chance goes out by both), and
 * for every text that speaks of units its flat-donation variant (`…:flat`), which a Thon taking flat
 * donations only sends instead. Placeholders in [BRACKETS] are filled per recipient when sent.
 */
export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [
  sms(
    'SmsReminderComingUp',
    'Coming up (text)',
    '[APPNAME]: [EVENT_NAME] is on [FUNRUN_DATE]! Help [PARTICIPANT_FIRSTNAME] reach the goal: [PARTICIPANT_URL]',
  ),
  sms(
    'SmsReminderTomorrow',
    'Tomorrow (text)',
    '[EVENT_NAME] is tomorrow! [PARTICIPANT_FIRSTNAME] will go for [MAX_UNITS] [UNITNAME_PLURAL]. Pledge: [PARTICIPANT_URL]',
  ),
  sms(
    'SmsReminderTomorrow',
    'Tomorrow (text, flat donations)',
    '[EVENT_NAME] is tomorrow! Sponsor [PARTICIPANT_FIRSTNAME] with a donation: [PARTICIPANT_URL]',
    FLAT,
  ),
  sms(
    'LastChanceReminders',
    'Last chance (text)',
    'Last chance to sponsor [PARTICIPANT_FIRSTNAME] in [EVENT_NAME]: [PARTICIPANT_URL]',
  ),
  email('LastChanceReminders', 'Last chance (email)', 'Last chance to sponsor [PARTICIPANT_FIRSTNAME]', [
    'Hi [FIRSTNAME],',
    'Today is the last day to pledge for [PARTICIPANT_FULL_NAME] in [EVENT_NAME]. Every gift goes to [FUNDS_GO_TO].',
    '<a href="[PARTICIPANT_URL]">Make your pledge</a>',
  ]),
  email('EmailReminderComingUp', 'Coming up (email)', '[EVENT_NAME] is coming up on [FUNRUN_DATE]', [
    'Hi [FIRSTNAME],',
    '[FIRSTNAMES] [IS_OR_ARE] getting ready for [EVENT_NAME] on [FUNRUN_DATE], aiming for up to [MAX_UNITS] [UNITNAME_PLURAL].',
    'Share the event page with family and friends: <a href="[EVENT_URL]">[EVENT_URL]</a> (event code [EVENT_CODE]).',
  ]),
  email(
    'EmailReminderComingUp',
    'Coming up (email, flat donations)',
    '[EVENT_NAME] is coming up on [FUNRUN_DATE]',
    [
      'Hi [FIRSTNAME],',
      '[FIRSTNAMES] [IS_OR_ARE] getting ready for [EVENT_NAME] on [FUNRUN_DATE], raising money for [FUNDS_GO_TO].',
      'Share the event page with family and friends: <a href="[EVENT_URL]">[EVENT_URL]</a> (event code [EVENT_CODE]).',
    ],
    FLAT,
  ),
  email('EmailReminderTomorrow', 'Tomorrow (email)', '[EVENT_NAME] is tomorrow!', [
    'Hi [FIRSTNAME],',
    'Tomorrow [PARTICIPANT_FIRSTNAME] runs for [FUNDS_GO_TO]. Sponsors can still pledge per [UNIT_NAME] or give a flat donation.',
    '<a href="[PARTICIPANT_URL]">See the participant page</a>',
  ]),
  email(
    'EmailReminderTomorrow',
    'Tomorrow (email, flat donations)',
    '[EVENT_NAME] is tomorrow!',
    [
      'Hi [FIRSTNAME],',
      'Tomorrow [PARTICIPANT_FIRSTNAME] takes part for [FUNDS_GO_TO]. Sponsors can still give a donation.',
      '<a href="[PARTICIPANT_URL]">See the participant page</a>',
    ],
    FLAT,
  ),
  email('MerchReminderEmail1', 'Event gear (email)', 'Get your [EVENT_NAME] gear', [
    'Hi [FIRSTNAME],',
    'Shirts and prizes for [EVENT_NAME] are ready to order. Order today so they arrive before [FUNRUN_DATE].',
  ]),
  sms('ParticipantSMSShare', 'Share (text)', defaultMessagesEn.sms.perUnit.body),
  sms('ParticipantSMSShare', 'Share (text, flat donations)', defaultMessagesEn.sms.flat.body, FLAT),
  sms('ParticipantSMSShare', 'Guest share (text)', defaultMessagesEn.guestSms.perUnit.body, ':guest'),
  sms(
    'ParticipantSMSShare',
    'Guest share (text, flat donations)',
    defaultMessagesEn.guestSms.flat.body,
    `:guest${FLAT}`,
  ),
];

/** The key of a built-in template's flat-donation variant. */
export const flatVariantKey = (builtInKey: string): string =>
  builtInKey.endsWith(FLAT) ? builtInKey : `${builtInKey}${FLAT}`;

export const isFlatVariantKey = (builtInKey: string | null): boolean => builtInKey?.endsWith(FLAT) ?? false;

/**
 * Writes the built-in templates into any database, demo or not, at every start: a new one gets them,
 * an older one gets the current wording. Idempotent and safe for two processes starting at once.
 */
export async function ensureBuiltInTemplates(db: Executor): Promise<void> {
  await db
    .insert(messageTemplates)
    .values(BUILT_IN_TEMPLATES.map((template) => ({ ...template })))
    .onConflictDoUpdate({
      target: messageTemplates.builtInKey,
      set: {
        templateName: sql`excluded.template_name`,
        messageSubject: sql`excluded.message_subject`,
        messageBody: sql`excluded.message_body`,
      },
    });
}
