import { DEFAULT_MESSAGE_TEXTS, type ReminderKey } from '@pledgethon/core';

export type DemoTemplate = {
  category: ReminderKey;
  messageType: 'email' | 'sms';
  templateName: string;
  messageSubject: string | null;
  messageBody: string;
};

const sms = (category: ReminderKey, templateName: string, messageBody: string): DemoTemplate => ({
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
): DemoTemplate => ({
  category,
  messageType: 'email',
  templateName,
  messageSubject,
  messageBody: paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n'),
});

/**
 * The built-in reminder texts, one per channel a reminder sends on (last chance goes out by both).
 * Placeholders in [BRACKETS] are filled per recipient when the reminder is sent.
 */
export const BUILT_IN_TEMPLATES: readonly DemoTemplate[] = [
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
  email('EmailReminderTomorrow', 'Tomorrow (email)', '[EVENT_NAME] is tomorrow!', [
    'Hi [FIRSTNAME],',
    'Tomorrow [PARTICIPANT_FIRSTNAME] runs for [FUNDS_GO_TO]. Sponsors can still pledge per [UNIT_NAME] or give a flat donation.',
    '<a href="[PARTICIPANT_URL]">See the participant page</a>',
  ]),
  email('MerchReminderEmail1', 'Event gear (email)', 'Get your [EVENT_NAME] gear', [
    'Hi [FIRSTNAME],',
    'Shirts and prizes for [EVENT_NAME] are ready to order. Order today so they arrive before [FUNRUN_DATE].',
  ]),
  sms('ParticipantSMSShare', 'Share (text)', DEFAULT_MESSAGE_TEXTS.sms.perUnit.body),
  sms('ParticipantSMSShare', 'Share (text, flat donations)', DEFAULT_MESSAGE_TEXTS.sms.flat.body),
  sms('ParticipantSMSShare', 'Guest share (text)', DEFAULT_MESSAGE_TEXTS.guestSms.perUnit.body),
  sms('ParticipantSMSShare', 'Guest share (text, flat donations)', DEFAULT_MESSAGE_TEXTS.guestSms.flat.body),
];

/** The demo organiser's own template, so the demo's template screen shows one that can be edited. */
export const DEMO_CUSTOM_TEMPLATE: DemoTemplate = email(
  'EmailReminderComingUp',
  'Maple countdown (email)',
  'Five days to [EVENT_NAME]!',
  [
    'Hi [FIRSTNAME],',
    'Maple Elementary runs on [FUNRUN_DATE]. [PARTICIPANT_FIRSTNAME] is training for up to [MAX_UNITS] [UNITNAME_PLURAL].',
    '<a href="[PARTICIPANT_URL]">Pledge per [UNIT_NAME] or give once</a>',
  ],
);
