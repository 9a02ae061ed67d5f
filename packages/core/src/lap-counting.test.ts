import { describe, expect, it } from 'vitest';
import { cappedUnits, readBadgeQr, TEAM_COLORS, teamColor, withinLapGuard } from './lap-counting';

describe('the lap counter rules', () => {
  it('reads a lap-counter badge and a login badge, and nothing else', () => {
    const id = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    expect(readBadgeQr(`https://pledgethon.test/event/MAPLE26/p/${id.toUpperCase()}`)).toEqual({
      participantId: id,
    });
    const code = btoa('DEMO-ACCESS-1');
    expect(
      readBadgeQr(`https://pledgethon.test/home?action=accesscode&code=${encodeURIComponent(code)}`),
    ).toEqual({
      accessCode: 'DEMO-ACCESS-1',
    });
    expect(readBadgeQr('https://pledgethon.test/event/MAPLE26/p/not-an-id')).toBeNull();
    expect(readBadgeQr('https://pledgethon.test/home?action=accesscode&code=%%%')).toBeNull();
    expect(readBadgeQr('hello')).toBeNull();
  });

  it('ignores a repeat within the guard time only', () => {
    expect(withinLapGuard(undefined, 1_000, 20)).toBe(false);
    expect(withinLapGuard(0, 19_999, 20)).toBe(true);
    expect(withinLapGuard(0, 20_000, 20)).toBe(false);
    expect(withinLapGuard(0, 5_000, 0)).toBe(false);
  });

  it('caps units at the max and gives every team a colour', () => {
    expect(cappedUnits(31, 30)).toBe(30);
    expect(cappedUnits(12, 30)).toBe(12);
    expect(teamColor(0)).toBe(TEAM_COLORS[0]);
    expect(teamColor(TEAM_COLORS.length + 1)).toBe(TEAM_COLORS[1]);
  });
});
