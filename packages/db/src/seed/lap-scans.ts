import { randomUUID } from 'node:crypto';
import type { Executor } from '../client';
import { lapScans } from '../schema/index';
import type { DemoParticipant } from './participants';
import type { Random } from './random';

const MINUTE_MS = 60_000;
/** Runners with laps on the demo's counters: enough for a lively board, few enough to see who is missing. */
const COUNTED_RUNNERS = 40;

/**
 * A practice run on the demo Thon's lap counter: two gate phones scanned some runners in the hour
 * before the demo was made, so the counter, the review and the live board have counts to show.
 */
export async function insertDemoLapScans(
  tx: Executor,
  random: Random,
  { eventId, participants }: { eventId: string; participants: readonly DemoParticipant[] },
  now: Date,
): Promise<void> {
  const rows = participants.slice(0, COUNTED_RUNNERS).flatMap((participant) => {
    const laps = random.integer(1, 12);
    return Array.from({ length: laps }, (_, lap) => ({
      id: randomUUID(),
      eventId,
      participantId: participant.id,
      deviceId: random.chance(0.5) ? 'demo-gate-1' : 'demo-gate-2',
      scannedAt: new Date(now.getTime() - (60 - lap * 4) * MINUTE_MS),
      receivedAt: new Date(now.getTime() - (59 - lap * 4) * MINUTE_MS),
    }));
  });
  await tx.insert(lapScans).values(rows);
}
