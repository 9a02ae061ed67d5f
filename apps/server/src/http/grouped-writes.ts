/**
 * Writes that many requests owe at once, made together: a write asked for while one is being made
 * waits for it and goes in the next, with every other write asked for meanwhile. A lone write goes at
 * once, so it waits for nothing; under load the writes group themselves, one statement and one commit
 * for many requests. Each caller's promise settles with its own group's write; when that fails, each
 * caller's items are written again alone, so only a caller whose own items fail is failed.
 */
export function groupedWrites<Item>(
  write: (items: Item[]) => Promise<void>,
): (items: Item[]) => Promise<void> {
  type Waiting = { items: Item[]; resolve: () => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let writing = false;

  async function writeWhileWaiting() {
    writing = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        await write(group.flatMap((entry) => entry.items));
        for (const entry of group) entry.resolve();
      } catch (error) {
        if (group.length === 1) group[0]?.reject(error);
        // One caller's bad item must not cost the others theirs: each is written again on its own.
        else
          for (const entry of group) {
            try {
              await write(entry.items);
              entry.resolve();
            } catch (alone) {
              entry.reject(alone);
            }
          }
      }
    }
    writing = false;
  }

  return (items) => {
    const written = new Promise<void>((resolve, reject) => waiting.push({ items, resolve, reject }));
    if (!writing) void writeWhileWaiting();
    return written;
  };
}
