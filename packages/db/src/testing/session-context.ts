import type { SessionContextChanges } from '../session-context-changes';

/** Resolves once the connection hears (or, with false, stops hearing) every process's changes. */
export function untilHearing(changes: SessionContextChanges, isHearing = true): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const stop = changes.watch({
      changed() {},
      hearing(now) {
        if (done || now !== isHearing) return;
        done = true;
        resolve();
        // watch() tells a hearing connection at once, before it has answered how to stop.
        queueMicrotask(() => stop());
      },
    });
  });
}
