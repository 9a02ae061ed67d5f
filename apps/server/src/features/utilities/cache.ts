type Entry = { value: Promise<unknown>; expiresAt: number };

/**
 * Reference data kept in this process so a page read by many (the shop catalogue) does not query the
 * database on every visit. Entries expire on their own; GET /api/utilities/clearcache drops them all
 * at once, for when an administrator changed the data and wants it seen now.
 */
export class ReferenceCache {
  private readonly entries = new Map<string, Entry>();

  /** The cached value of key, loading it when absent or expired; concurrent callers share one load. */
  remember<T>(key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value as Promise<T>;
    const value = load();
    const entry = { value, expiresAt: now + ttlMs };
    this.entries.set(key, entry);
    // A failed load is not remembered: the next caller tries again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every entry; answers how many there were. */
  clear(): number {
    const dropped = this.entries.size;
    this.entries.clear();
    return dropped;
  }
}

export const referenceCache = new ReferenceCache();
