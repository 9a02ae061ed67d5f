import type { LiveBoard } from '@pledgethon/contracts';
import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import { type CountingThon, findLapVersion } from './lap-counter.queries';
import { buildLiveBoard } from './live-board';

type Listener = (board: LiveBoard) => void;
type Watch = {
  event: CountingThon;
  listeners: Set<Listener>;
  version: string | null;
  board: LiveBoard | null;
};

/**
 * Tells the big screens of this process about new scans (decision 085). Scans may arrive at any
 * process, so each process asks the database for every Thon someone watches here, once a tick: one
 * cheap version query per Thon, and the board is rebuilt only when it moved. Nothing is kept that
 * another process needs.
 */
export class LiveHub {
  private readonly watches = new Map<string, Watch>();
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;

  constructor(
    private readonly db: Executor,
    private readonly logger: FastifyBaseLogger,
    private readonly tickMs: number,
  ) {}

  /** Sends the current board at once, then each new one; the returned function stops it. */
  async watch(event: CountingThon, listener: Listener): Promise<() => void> {
    let watch = this.watches.get(event.id);
    if (!watch) {
      watch = { event, listeners: new Set(), version: null, board: null };
      this.watches.set(event.id, watch);
    }
    watch.listeners.add(listener);
    if (!watch.board) {
      watch.board = await buildLiveBoard(this.db, event);
      watch.version = watch.board.Version;
    }
    listener(watch.board);
    this.timer ??= setInterval(() => void this.tick(), this.tickMs);
    const current = watch;
    return () => {
      current.listeners.delete(listener);
      if (current.listeners.size === 0 && this.watches.get(event.id) === current)
        this.watches.delete(event.id);
      if (this.watches.size === 0) this.stop();
    };
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async tick(): Promise<void> {
    // A slow database must not pile ticks on ticks.
    if (this.ticking) return;
    this.ticking = true;
    try {
      for (const watch of [...this.watches.values()]) {
        const version = await findLapVersion(this.db, { eventId: watch.event.id });
        if (version === watch.version) continue;
        const board = await buildLiveBoard(this.db, watch.event);
        watch.version = board.Version;
        watch.board = board;
        for (const listener of watch.listeners) listener(board);
      }
    } catch (error) {
      this.logger.error({ err: error }, 'live board update failed');
    } finally {
      this.ticking = false;
    }
  }
}
