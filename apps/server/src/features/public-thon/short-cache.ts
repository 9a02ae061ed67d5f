type Entry = { value: Promise<unknown>; expiresAt: number };

/** Far more than the Thons and participant pages open in any one second. */
const MAX_ENTRIES = 5_000;

/**
 * Answers kept for a moment, in this process. Only answers that found something are kept, and the
 * entries are bounded, so probing unknown codes or ids cannot grow memory; concurrent callers of one
 * key share one load.
 */
export class ShortCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  remember<T>(key: string, load: () => Promise<T | undefined>, now = Date.now()): Promise<T | undefined> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value as Promise<T | undefined>;
    if (this.entries.size >= MAX_ENTRIES) this.dropExpired(now);
    const value = load();
    const entry = { value, expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then((found) => found === undefined && forget(), forget);
    return value;
  }

  /** Drops the kept answers whose keys match, so the next caller loads afresh. */
  forget(matches: (key: string) => boolean) {
    for (const key of this.entries.keys()) if (matches(key)) this.entries.delete(key);
  }

  private dropExpired(now: number) {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    // Still full of fresh entries: start again rather than grow.
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
  }
}
