/** `loading`: a load of this key is under way, its first or a renewal; one at a time. */
type Entry = { value: Promise<unknown>; expiresAt: number; renewAt: number; loading: boolean };

/** Far more than the Thons and participant pages open in any one second. */
const MAX_ENTRIES = 5_000;

/**
 * Answers kept for a moment, in this process. Only answers that found something are kept, and the
 * entries are bounded, so probing unknown codes or ids cannot grow memory; concurrent callers of one
 * key share one load.
 *
 * An answer asked for in the second half of its while is renewed behind the caller, who gets the kept
 * one: a page in demand always has a fresh answer ready, so its visitors never wait for a database
 * busy with a long job (decision 169). No answer is served past its while.
 */
export class ShortCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  remember<T>(key: string, load: () => Promise<T | undefined>, now = Date.now()): Promise<T | undefined> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) {
      if (!cached.loading && cached.renewAt <= now) this.renew(key, cached, load, now);
      return cached.value as Promise<T | undefined>;
    }
    if (this.entries.size >= MAX_ENTRIES) this.dropExpired(now);
    const value = load();
    const entry = this.entryOf(value, now, true);
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then((found) => {
      entry.loading = false;
      if (found === undefined) forget();
    }, forget);
    return value;
  }

  /** Drops the kept answers whose keys match, so the next caller loads afresh. */
  forget(matches: (key: string) => boolean) {
    for (const key of this.entries.keys()) if (matches(key)) this.entries.delete(key);
  }

  /**
   * Loads the answer again and keeps it in the entry's place once it has come, for a while counted
   * from when its load began. An entry forgotten meanwhile stays forgotten; one whose renewal fails is
   * served until its while ends, and loaded by its next caller then.
   */
  private renew(key: string, entry: Entry, load: () => Promise<unknown>, now: number) {
    entry.loading = true;
    const value = load();
    value.then(
      (found) => {
        if (this.entries.get(key) !== entry) return;
        if (found === undefined) this.entries.delete(key);
        else this.entries.set(key, this.entryOf(value, now, false));
      },
      () => {},
    );
  }

  private entryOf(value: Promise<unknown>, now: number, loading: boolean): Entry {
    return { value, expiresAt: now + this.ttlMs, renewAt: now + this.ttlMs / 2, loading };
  }

  private dropExpired(now: number) {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    // Still full of fresh entries: start again rather than grow.
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
  }
}
