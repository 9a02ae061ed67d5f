import { describe, expect, it } from 'vitest';
import { endpoint, pathOf } from './route';

describe('pathOf', () => {
  const photo = endpoint('GET', '/api/events/GetParticipantPhoto/:eventCode/:participantId');

  it('fills each parameter encoded, so a value cannot reach another path', () => {
    expect(pathOf(photo, { eventCode: 'a/b?c', participantId: '..' })).toBe(
      '/api/events/GetParticipantPhoto/a%2Fb%3Fc/..',
    );
  });

  it('adds the query values given, leaving out the absent ones', () => {
    const list = endpoint('GET', '/api/Pledges/List/:eventCode');
    expect(pathOf(list, { eventCode: 'RUN' }, { Page: 2, Kind: null, Progress: undefined, Q: 'a b&c' })).toBe(
      '/api/Pledges/List/RUN?Page=2&Q=a+b%26c',
    );
  });

  it('refuses a call without a parameter its path needs', () => {
    expect(() => pathOf(photo, { eventCode: 'RUN' })).toThrow(/participantId/);
  });
});
