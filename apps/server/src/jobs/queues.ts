import type { PgBoss, Queue, QueuePolicy } from 'pg-boss';

// A running job tells the database it is alive this often (every half of it); one whose worker died
// stops, and the supervisor, passing every SUPERVISE_SECONDS, hands it to the next worker. A worker
// death is so noticed within HEARTBEAT_SECONDS + SUPERVISE_SECONDS + a retry's few seconds: well
// inside a minute. Not pg-boss's floor of 10 s: on PGlite one long statement holds the only
// connection, and the heartbeat must not miss its turn behind it.
const HEARTBEAT_SECONDS = 15;
export const SUPERVISE_SECONDS = 15;

// A retry waits 2-4 s the first time, doubling after, never more than 5 minutes: a worker that died
// is replaced at once, a provider that is down is not hammered.
const RETRIES = { retryLimit: 10, retryDelay: 2, retryBackoff: true, retryDelayMax: 300 } as const;
// A schedule makes its next job soon anyway: a failed one is not tried again.
const NO_RETRIES = { retryLimit: 0 } as const;

const MINUTE = 60;

/**
 * Every queue, with how long one of its jobs may run while its worker is alive (the heartbeat ends it
 * sooner when the worker dies) and how it is retried. A job longer than its expiry is ended and
 * retried, so each is set above its longest honest run; the work behind each resumes where it
 * stopped (decision 117).
 */
export const QUEUES = {
  /** One job per (reminder, moment): 'exclusive' keeps one queued or running per key (decision 070). */
  reminderFanOut: {
    name: 'reminder-fan-out',
    policy: 'exclusive',
    // 20,000 recipients take a few minutes; past the expiry the next attempt resumes from the
    // record of pages queued, so a stuck worker costs time, never a repeat.
    expireInSeconds: 30 * MINUTE,
    ...RETRIES,
  },
  reminderSweep: { name: 'reminder-sweep', policy: 'standard', expireInSeconds: 5 * MINUTE, ...NO_RETRIES },
  /**
   * One job per charge request: 'exclusive' keeps one queued or running per key, however often a
   * completion is announced or the sweep finds the request unprocessed.
   */
  pledgeCharging: {
    name: 'pledge-charging',
    policy: 'exclusive',
    // Charging a big Thon calls the provider once per pledge. Decision 053 lets a second run
    // charge nobody twice, so the expiry is only a bound on a hung provider call.
    expireInSeconds: 60 * MINUTE,
    ...RETRIES,
  },
  chargeSweep: {
    name: 'pledge-charging-sweep',
    policy: 'standard',
    expireInSeconds: 30 * MINUTE,
    ...NO_RETRIES,
  },
  retention: {
    name: 'personal-data-retention',
    policy: 'standard',
    expireInSeconds: 30 * MINUTE,
    ...RETRIES,
  },
  shareTextRelease: {
    name: 'share-text-release',
    policy: 'standard',
    expireInSeconds: 5 * MINUTE,
    ...RETRIES,
  },
  /** Splits paid charges and transfers their shares (decision 135); every step resumes under its key. */
  chargeTransfers: {
    name: 'charge-transfers',
    policy: 'standard',
    expireInSeconds: 30 * MINUTE,
    ...NO_RETRIES,
  },
  /** The ledger against the provider's balance transactions, daily (decision 139); an outage is tried again. */
  reconciliation: {
    name: 'ledger-reconciliation',
    policy: 'standard',
    expireInSeconds: 30 * MINUTE,
    ...RETRIES,
  },
  testPayouts: { name: 'test-payouts', policy: 'standard', expireInSeconds: 5 * MINUTE, ...NO_RETRIES },
  signInCleanup: { name: 'sign-in-cleanup', policy: 'standard', expireInSeconds: 5 * MINUTE, ...NO_RETRIES },
  /** 'short' keeps one queued: the asks of a burst of bulk changes make one run (decision 132). */
  plannerStatistics: {
    name: 'planner-statistics',
    policy: 'short',
    expireInSeconds: 15 * MINUTE,
    ...NO_RETRIES,
  },
} satisfies Record<string, Queue & { policy: QueuePolicy }>;

/**
 * Creates every queue, or brings an existing one to the settings above: pg-boss creates a queue
 * only once and keeps its settings. A policy cannot be changed in place, so a queue made under
 * another policy is made again, dropping its jobs: only the charging queue has changed policy, and
 * its sweep announces every unprocessed charge request again within a minute.
 */
export async function createQueues(boss: PgBoss): Promise<void> {
  for (const queue of Object.values(QUEUES)) {
    const { name, policy, ...options } = queue;
    const settings = { ...options, heartbeatSeconds: HEARTBEAT_SECONDS };
    const existing = await boss.getQueue(name);
    if (existing && (existing.policy ?? 'standard') !== policy) await boss.deleteQueue(name);
    await boss.createQueue(name, { ...settings, policy });
    if (existing) await boss.updateQueue(name, settings);
  }
}
