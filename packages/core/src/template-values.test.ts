import { describe, expect, it } from 'vitest';
import { participantPageUrl } from './public-links';
import { fillHtmlTemplate, TEMPLATE_PLACEHOLDERS } from './template-placeholders';
import { templateValuesFor } from './template-values';

const thon = {
  name: 'Maple Fun Run',
  eventCode: 'MAPLE26',
  eventDate: '2026-12-23',
  unitName: 'lap',
  unitNamePlural: 'laps',
  minUnits: 5,
  maxUnits: 30,
  fundsGoTo: 'the new playground',
  eventLink: 'https://pledgethon.test/MAPLE26',
};
const ann = {
  firstName: 'Ann',
  lastName: 'Lee',
  url: participantPageUrl('https://pledgethon.test', thon.eventCode, 'p1'),
};
const bo = {
  firstName: 'Bo',
  lastName: 'Lee',
  url: participantPageUrl('https://pledgethon.test', thon.eventCode, 'p2'),
};
const recipient = { firstName: 'Grace', lastName: 'Hopper' };

describe('templateValuesFor', () => {
  it('fills all twenty placeholders from the Thon, participant and recipient', () => {
    const values = templateValuesFor({ thon, participants: [ann], recipient });
    expect(Object.keys(values).sort()).toEqual([...TEMPLATE_PLACEHOLDERS].sort());
    expect(values).toMatchObject({
      FIRSTNAME: 'Grace',
      LASTNAME: 'Hopper',
      EVENTURL: 'https://pledgethon.test/MAPLE26',
      EVENT_URL: 'https://pledgethon.test/MAPLE26',
      FUNRUN_DATE: '12/23/2026',
      PARTICIPANT_FULL_NAME: 'Ann Lee',
      PARTICIPANT_URL: 'https://pledgethon.test/event/MAPLE26/p/p1',
      MIN_UNITS: '5',
      MAX_UNITS: '30',
      UNITNAME_PLURAL: 'laps',
      FIRSTNAMES: 'Ann',
      IS_OR_ARE: 'is',
      APPNAME: 'PledgeThon',
      FUNDS_GO_TO: 'the new playground',
    });
  });

  it('names every child of a parent, and the Thon when it names no cause', () => {
    const values = templateValuesFor({
      thon: { ...thon, fundsGoTo: null },
      participants: [ann, bo, { ...bo, firstName: 'Cy' }],
      recipient,
    });
    expect([values.FIRSTNAMES, values.IS_OR_ARE, values.FUNDS_GO_TO]).toEqual([
      'Ann, Bo and Cy',
      'are',
      'Maple Fun Run',
    ]);
  });

  it('cannot inject markup through a name once filled into HTML', () => {
    const values = templateValuesFor({
      thon,
      participants: [{ ...ann, firstName: '<img src=x onerror=alert(1)>' }],
      recipient,
    });
    expect(fillHtmlTemplate('<p>[PARTICIPANT_FIRSTNAME]</p>', values)).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });
});
