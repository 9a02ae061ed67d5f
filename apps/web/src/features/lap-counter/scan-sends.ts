import type { SyncLapScansResponse } from '@pledgethon/contracts';
import { batches } from './lap-tally';
import { type StoredScan, unsyncedScans } from './scan-store';

/**
 * One batch of a Thon's scans that the device has marked sent, and the server's answer to it;
 * `elsewhere`: by scan id, the seconds by which another phone counted the lap first.
 */
export type SentBatch = {
  eventId: string;
  ids: ReadonlySet<string>;
  elsewhere: ReadonlyMap<string, number>;
  answer: SyncLapScansResponse;
};

type Send = { again: boolean; done: Promise<void> };

// A send outlives the counter that started it: a volunteer who leaves the counter and comes back while
// a send is under way gets a counter drawn anew. So the page keeps one send per Thon, here, and tells
// every counter drawn what each batch became, or the new one would show the batch's laps twice (as
// waiting on the phone and as kept by the server) until its own next send.
const underWay = new Map<string, Send>();
type Listener = (sent: SentBatch, byThisPage: boolean) => void;
const listeners = new Set<Listener>();

function tell(sent: SentBatch, byThisPage: boolean) {
  for (const listener of listeners) listener(sent, byThisPage);
}

// The phone's other tabs keep their scans in the same store: a batch one of them sent is told to the
// others too, or its laps would stop counting there as waiting without counting yet as the server's,
// and vanish from their tiles until the next refresh of the counts.
const otherTabs =
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('lap-counter-sends');
otherTabs?.addEventListener('message', (event: MessageEvent<SentBatch>) => tell(event.data, false));

/**
 * Tells `listener` what each batch sent from this phone became, until the returned call stops it;
 * `byThisPage`: sent from this page, not from another tab.
 */
export function onBatchSent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Sends a Thon's waiting scans batch by batch with `sendBatch`, one send at a time on this page. Asked
 * while a send is under way, it sends again as soon as that one ends (a lap counted meanwhile goes at
 * once, not at the next interval), and answers when both have.
 */
export function sendWaitingScans(
  eventId: string,
  sendBatch: (batch: StoredScan[]) => Promise<SentBatch>,
): Promise<void> {
  const running = underWay.get(eventId);
  if (running) {
    running.again = true;
    return running.done;
  }
  const send: Send = { again: false, done: Promise.resolve() };
  underWay.set(eventId, send);
  send.done = (async () => {
    try {
      do {
        send.again = false;
        for (const batch of batches(await unsyncedScans(eventId))) {
          const sent = await sendBatch(batch);
          tell(sent, true);
          otherTabs?.postMessage(sent);
        }
      } while (send.again);
    } finally {
      underWay.delete(eventId);
    }
  })();
  return send.done;
}
