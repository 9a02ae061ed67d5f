import type { SessionContextWatcher } from '@pledgethon/db';
import type { SessionContextRow } from './session-context.queries';

/** How long a context read once serves again while no change to it is heard (decision 104). */
export const SESSION_CONTEXT_TTL_MS = 30_000;
// More than the sessions one process sees in that time; a full cache forgets its oldest first.
const MAX_ENTRIES = 20_000;

type Entry = { row: SessionContextRow; until: number };

/**
 * The session contexts this process read lately, by token hash, so a signed-in call does not pay a
 * query for who it is. A change to a session, its user, their roles or participant is heard from the
 * database on every process and forgets what it may touch; while changes cannot be heard, nothing
 * is remembered.
 */
export class SessionContextCache implements SessionContextWatcher {
  private readonly entries = new Map<string, Entry>();
  private isHearing = false;
  // Moves with every change heard: a read begun before a change must not be remembered after it.
  private generation = 0;

  async read(
    tokenHash: string,
    now: Date,
    load: () => Promise<SessionContextRow | undefined>,
  ): Promise<SessionContextRow | undefined> {
    const at = now.getTime();
    const entry = this.entries.get(tokenHash);
    if (entry && entry.until > at) return entry.row;
    if (entry) this.entries.delete(tokenHash);
    const generation = this.generation;
    const row = await load();
    if (row && this.isHearing && generation === this.generation) this.remember(tokenHash, row, at);
    return row;
  }

  changed(tokenHash: string | null): void {
    this.generation++;
    if (tokenHash === null) this.entries.clear();
    else this.entries.delete(tokenHash);
  }

  hearing(isHearing: boolean): void {
    this.isHearing = isHearing;
    this.generation++;
    this.entries.clear();
  }

  private remember(tokenHash: string, row: SessionContextRow, at: number): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, {
      row,
      until: Math.min(at + SESSION_CONTEXT_TTL_MS, row.expiresAt.getTime()),
    });
  }
}
