import { describe, expect, it } from 'vitest';
import { cappedUnits, guardLaps, readBadgeQr, TEAM_COLORS, teamColor, withinLapGuard } from './lap-counting';

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

  it('counts a lap across devices only when no counted lap lies within the guard time before it', () => {
    const lap = (id: string, participantId: string, seconds: number) => ({
      id,
      participantId,
      scannedAt: seconds * 1000,
    });
    // Two phones at one gate (0 s and 10 s), then the next lap at 25 s: 25 s after the counted one,
    // so it counts although the ignored repeat was only 15 s before it.
    const laps = [lap('c', 'ana', 25), lap('b', 'ana', 10), lap('a', 'ana', 0), lap('d', 'ben', 10)];
    const { counts, repeats } = guardLaps(laps, 20);
    expect([...counts]).toEqual([
      ['ana', 2],
      ['ben', 1],
    ]);
    expect([...repeats].map(([id, { of }]) => [id, of.id])).toEqual([['b', 'a']]);
    // The same instant on two phones: the lower id counts, whatever order they came in.
    expect([...guardLaps([lap('y', 'ana', 5), lap('x', 'ana', 5)], 20).repeats.keys()]).toEqual(['y']);
    // No guard: every lap counts.
    expect(guardLaps(laps, 0).counts.get('ana')).toBe(3);
  });

  it('caps units at the max and gives every team a colour', () => {
    expect(cappedUnits(31, 30)).toBe(30);
    expect(cappedUnits(12, 30)).toBe(12);
    expect(teamColor(0)).toBe(TEAM_COLORS[0]);
    expect(teamColor(TEAM_COLORS.length + 1)).toBe(TEAM_COLORS[1]);
  });
});
