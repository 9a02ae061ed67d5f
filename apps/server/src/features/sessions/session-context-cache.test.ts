import { describe, expect, it } from 'vitest';
import type { SessionContextRow } from './session-context.queries';
import { SESSION_CONTEXT_TTL_MS, SessionContextCache } from './session-context-cache';

const NOW = new Date('2026-11-24T15:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

function row(firstName: string, expiresAt = later(12 * 3_600_000)): SessionContextRow {
  return {
    expiresAt,
    userId: 'user-1',
    participantId: null,
    user: {
      id: 'user-1',
      status: 'active',
      firstName,
      lastName: 'Parent',
      email: 'parent@example.com',
      avatarUrl: null,
      location: null,
    },
    sessionParticipant: null,
    userParticipant: null,
    roles: ['parent'],
  };
}

/** A database stand-in that answers the latest row and counts the reads that reached it. */
function source(firstName = 'Ana') {
  const state = { reads: 0, current: row(firstName) };
  const load = async () => {
    state.reads++;
    return state.current;
  };
  return { state, load };
}

describe('remembered session contexts', () => {
  it('serves a context again without reading while changes are heard, until its time is up', async () => {
    const cache = new SessionContextCache();
    cache.hearing(true);
    const { state, load } = source();
    await cache.read('token', NOW, load);
    await cache.read('token', later(SESSION_CONTEXT_TTL_MS - 1), load);
    expect(state.reads).toBe(1);
    await cache.read('token', later(SESSION_CONTEXT_TTL_MS), load);
    expect(state.reads).toBe(2);
  });

  it('remembers nothing while changes cannot be heard, and forgets all when hearing stops', async () => {
    const cache = new SessionContextCache();
    const { state, load } = source();
    await cache.read('token', NOW, load);
    await cache.read('token', NOW, load);
    expect(state.reads).toBe(2);
    cache.hearing(true);
    await cache.read('token', NOW, load);
    cache.hearing(false);
    await cache.read('token', NOW, load);
    expect(state.reads).toBe(4);
  });

  it("forgets one session's context on its change, and every one on a change of anyone's", async () => {
    const cache = new SessionContextCache();
    cache.hearing(true);
    const first = source('Ana');
    const second = source('Ben');
    await cache.read('first', NOW, first.load);
    await cache.read('second', NOW, second.load);
    first.state.current = row('Anna');
    cache.changed('first');
    expect((await cache.read('first', NOW, first.load))?.user?.firstName).toBe('Anna');
    expect(second.state.reads).toBe(1);
    cache.changed(null);
    await cache.read('second', NOW, second.load);
    expect(second.state.reads).toBe(2);
  });

  it('does not remember a read that a change overtook, nor a session past its end', async () => {
    const cache = new SessionContextCache();
    cache.hearing(true);
    const { state, load } = source('Ana');
    await cache.read('token', NOW, async () => {
      const read = await load();
      cache.changed(null);
      state.current = row('Anna');
      return read;
    });
    expect((await cache.read('token', NOW, load))?.user?.firstName).toBe('Anna');

    const ending = source();
    ending.state.current = row('Ana', later(1_000));
    await cache.read('ending', NOW, ending.load);
    await cache.read('ending', later(999), ending.load);
    await cache.read('ending', later(1_000), ending.load);
    expect(ending.state.reads).toBe(2);
  });
});
