/**
 * The texts sharing starts with (spec section 9: SMS, e-mail, guest SMS and guest share e-mail, each with
 * a flat-donation variant for Thons that take flat donations only). Participants send the first two to
 * people they know; guests (donors who already pledged) pass the last two on. They are in English only.
 * Their placeholders are the message templates' [BRACKETS], not `{{name}}`: the text messages are also
 * the built-in ParticipantSMSShare templates (packages/db's built-in-templates.ts), and every template
 * is filled by core's `fillTemplate` when a message is sent (template-placeholders.ts).
 */
interface DefaultMessageText {
  subject: string | null;
  body: string;
}

export type DefaultMessageKind = 'sms' | 'email' | 'guestSms' | 'guestShareEmail';

export const defaultMessagesEn: Readonly<
  Record<DefaultMessageKind, { perUnit: DefaultMessageText; flat: DefaultMessageText }>
> = {
  sms: {
    perUnit: {
      subject: null,
      body: 'I am doing [EVENT_NAME] on [FUNRUN_DATE] for [FUNDS_GO_TO]! Pledge per [UNIT_NAME] or give once: [PARTICIPANT_URL]',
    },
    flat: {
      subject: null,
      body: 'I am doing [EVENT_NAME] on [FUNRUN_DATE] for [FUNDS_GO_TO]! Will you sponsor me? [PARTICIPANT_URL]',
    },
  },
  email: {
    perUnit: {
      subject: 'Sponsor [PARTICIPANT_FIRSTNAME] in [EVENT_NAME]',
      body: '<p>Hi [FIRSTNAME],</p><p>On [FUNRUN_DATE] I will do as many [UNITNAME_PLURAL] as I can (up to [MAX_UNITS]) in [EVENT_NAME], raising money for [FUNDS_GO_TO].</p><p>You can pledge an amount per [UNIT_NAME] or give a single donation on my page: <a href="[PARTICIPANT_URL]">[PARTICIPANT_URL]</a></p><p>Thank you!<br>[PARTICIPANT_FULL_NAME]</p>',
    },
    flat: {
      subject: 'Sponsor [PARTICIPANT_FIRSTNAME] in [EVENT_NAME]',
      body: '<p>Hi [FIRSTNAME],</p><p>On [FUNRUN_DATE] I am taking part in [EVENT_NAME], raising money for [FUNDS_GO_TO].</p><p>Any donation helps, and you can give on my page: <a href="[PARTICIPANT_URL]">[PARTICIPANT_URL]</a></p><p>Thank you!<br>[PARTICIPANT_FULL_NAME]</p>',
    },
  },
  guestSms: {
    perUnit: {
      subject: null,
      body: 'I just sponsored [PARTICIPANT_FULL_NAME] in [EVENT_NAME] for [FUNDS_GO_TO]. Join me, per [UNIT_NAME] or once: [PARTICIPANT_URL]',
    },
    flat: {
      subject: null,
      body: 'I just sponsored [PARTICIPANT_FULL_NAME] in [EVENT_NAME] for [FUNDS_GO_TO]. Join me: [PARTICIPANT_URL]',
    },
  },
  guestShareEmail: {
    perUnit: {
      subject: 'Join me in sponsoring [PARTICIPANT_FULL_NAME]',
      body: '<p>Hi [FIRSTNAME],</p><p>I just sponsored [PARTICIPANT_FULL_NAME] in [EVENT_NAME] on [FUNRUN_DATE]. Every [UNIT_NAME] they finish raises money for [FUNDS_GO_TO].</p><p>Pledge per [UNIT_NAME] or give once here: <a href="[PARTICIPANT_URL]">[PARTICIPANT_URL]</a></p>',
    },
    flat: {
      subject: 'Join me in sponsoring [PARTICIPANT_FULL_NAME]',
      body: '<p>Hi [FIRSTNAME],</p><p>I just sponsored [PARTICIPANT_FULL_NAME] in [EVENT_NAME] on [FUNRUN_DATE], raising money for [FUNDS_GO_TO].</p><p>You can give here: <a href="[PARTICIPANT_URL]">[PARTICIPANT_URL]</a></p>',
    },
  },
};

/** The name a recipient known only by address is greeted by: "Hi there," never "Hi ,". */
export const unnamedRecipientEn = 'there';

/** Carriers expect a marketing text to say how to stop them; the inbound webhook honours it. */
export const textOptOutLineEn = 'Reply STOP to opt out.';
