import { describe, expect, it } from 'vitest';
import { MAX_INT32, MAX_TEAM_LEADERBOARD_ENTRIES, PAGE_SIZE, SPONSOR_UPDATES_PAGE_SIZE } from './limits';

describe('limits (section 9)', () => {
  it('pages lists by 5, sponsor updates included', () => {
    expect(PAGE_SIZE).toBe(5);
    expect(SPONSOR_UPDATES_PAGE_SIZE).toBe(5);
    expect(PAGE_SIZE).not.toBe(10);
  });

  it('shows 4 teams on the leaderboard', () => {
    expect(MAX_TEAM_LEADERBOARD_ENTRIES).toBe(4);
  });

  it('knows the 32-bit integer ceiling', () => {
    expect(MAX_INT32).toBe(2147483647);
    expect(MAX_INT32).toBe(2 ** 31 - 1);
    expect((MAX_INT32 + 1) | 0).toBeLessThan(0);
  });
});
