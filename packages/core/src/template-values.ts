import { formatCalendarDate } from './dates';
import type { TemplateValues } from './template-placeholders';

export const APP_NAME = 'PledgeThon';

/** What a reminder says about its Thon. */
export interface TemplateThon {
  name: string;
  eventCode: string;
  /** yyyy-mm-dd */
  eventDate: string;
  unitName: string;
  unitNamePlural: string;
  minUnits: number;
  maxUnits: number;
  fundsGoTo: string | null;
  /** {site}/{eventCode} */
  eventLink: string;
}

export interface TemplatePerson {
  firstName: string;
  lastName: string;
}

/** The participant a message is about, with their own page (`participantPageUrl`). */
export interface TemplateParticipant extends TemplatePerson {
  url: string;
}

/**
 * All twenty placeholders for one message: the Thon it is for, the participant it is about (a parent
 * with several children in the Thon names them all in FIRSTNAMES) and the recipient it greets.
 */
export const templateValuesFor = ({
  thon,
  participants,
  recipient,
}: {
  thon: TemplateThon;
  participants: readonly [TemplateParticipant, ...TemplateParticipant[]];
  recipient: TemplatePerson;
}): Required<TemplateValues> => {
  const [participant] = participants;
  const firstNames = participants.map((each) => each.firstName);
  const joined =
    firstNames.length < 2
      ? (firstNames[0] ?? '')
      : `${firstNames.slice(0, -1).join(', ')} and ${firstNames[firstNames.length - 1]}`;
  return {
    FIRSTNAME: recipient.firstName,
    LASTNAME: recipient.lastName,
    EVENTURL: thon.eventLink,
    EVENT_URL: thon.eventLink,
    FUNRUN_DATE: formatCalendarDate(thon.eventDate),
    PARTICIPANT_FULL_NAME: `${participant.firstName} ${participant.lastName}`,
    EVENT_NAME: thon.name,
    UNITNAME: thon.unitName,
    UNIT_NAME: thon.unitName,
    UNITNAME_PLURAL: thon.unitNamePlural,
    MIN_UNITS: String(thon.minUnits),
    MAX_UNITS: String(thon.maxUnits),
    EVENT_CODE: thon.eventCode,
    // A Thon that names no cause still raises for its own organisation: the event's name says which.
    FUNDS_GO_TO: thon.fundsGoTo ?? thon.name,
    PARTICIPANT_FIRSTNAME: participant.firstName,
    PARTICIPANT_LASTNAME: participant.lastName,
    PARTICIPANT_URL: participant.url,
    FIRSTNAMES: joined,
    IS_OR_ARE: participants.length > 1 ? 'are' : 'is',
    APPNAME: APP_NAME,
  };
};
