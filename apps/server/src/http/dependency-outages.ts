import type { FastifyBaseLogger } from 'fastify';
import { type Dependency, dependencyName, describeFailure } from './dependency-failure';

/** How long a client is asked to wait (Retry-After) before calling again while a dependency is down. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * What the process knows of its dependencies' outages. An outage is logged twice, when it starts and
 * when it ends, whatever number of calls fail in between: 430 lines for one outage hide the one
 * that says what happened.
 */
export type DependencyOutages = {
  /** Notes that a call found the dependency down; logs only the first of an outage. */
  down(dependency: Dependency, cause: unknown): void;
  /** Notes that the dependency answered; logs the end of an outage, if there was one. */
  up(dependency: Dependency): void;
  isDown(dependency: Dependency): boolean;
  /** Stops asking the dependencies whether they are back. */
  close(): void;
};

const meanwhile: Record<Dependency, string> = {
  database: 'calls that need it answer 503 until it is back',
  redis: 'the per-address limits count in the database until it is back',
};

/** Asks a dependency whether it answers; rejects while it does not. */
type Probe = () => Promise<unknown>;

/**
 * Nothing else tells a process that a dependency came back if no call needs it: a down dependency
 * with a probe is asked again every RETRY_AFTER_SECONDS until it answers.
 */
export function dependencyOutages(
  log: FastifyBaseLogger,
  probes: Partial<Record<Dependency, Probe>> = {},
  now: () => number = Date.now,
): DependencyOutages {
  const since = new Map<Dependency, number>();
  const timers = new Map<Dependency, NodeJS.Timeout>();
  const outages: DependencyOutages = {
    down(dependency, cause) {
      if (since.has(dependency)) return;
      since.set(dependency, now());
      const reason = describeFailure(cause);
      log.error(
        { dependency, cause: reason },
        `${dependencyName[dependency]} is unavailable (${reason}); ${meanwhile[dependency]}`,
      );
      const probe = probes[dependency];
      if (!probe) return;
      const timer = setInterval(() => {
        probe().then(
          () => outages.up(dependency),
          () => {},
        );
      }, RETRY_AFTER_SECONDS * 1000);
      // A probe never keeps a stopping process alive.
      timer.unref();
      timers.set(dependency, timer);
    },
    up(dependency) {
      const start = since.get(dependency);
      if (start === undefined) return;
      since.delete(dependency);
      clearInterval(timers.get(dependency));
      timers.delete(dependency);
      const seconds = Math.round((now() - start) / 1000);
      log.info(
        { dependency, seconds },
        `${dependencyName[dependency]} is available again after ${seconds} s`,
      );
    },
    isDown: (dependency) => since.has(dependency),
    close() {
      for (const timer of timers.values()) clearInterval(timer);
      timers.clear();
    },
  };
  return outages;
}
