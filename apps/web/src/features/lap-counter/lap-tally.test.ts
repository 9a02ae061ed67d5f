import { describe, expect, it } from 'vitest';
import { batches, displayedCounts, mergeCounts, standingLaps } from './lap-tally';
import type { StoredScan } from './scan-store';

const scan = (id: string, participant: string, synced: 0 | 1, at: string, undoes?: string): StoredScan => ({
  Id: id,
  EventId: 'e',
  ParticipantId: participant,
  ScannedAt: at,
  Synced: synced,
  ...(undoes ? { UndoesId: undoes } : {}),
});

describe("the counter's tally", () => {
  const scans = [
    scan('1', 'ana', 1, '2026-05-15T09:00:00Z'),
    scan('2', 'ana', 0, '2026-05-15T09:01:00Z'),
    scan('3', 'ben', 0, '2026-05-15T09:02:00Z'),
    scan('4', 'ben', 0, '2026-05-15T09:03:00Z', '3'),
    scan('5', 'ana', 0, '2026-05-15T09:04:00Z', '1'),
  ];

  it("adds this device's unsent laps and takes away its unsent undos", () => {
    // The server has Ana's first lap and two from another device.
    const counts = displayedCounts(new Map([['ana', 3]]), scans);
    expect(counts.get('ana')).toBe(3 + 1 - 1);
    expect(counts.get('ben')).toBe(0);
  });

  it('takes nothing away for an undo of a lap another phone had counted first', () => {
    const repeat = { ...scan('6', 'cy', 1, '2026-05-15T09:05:00Z'), CountedElsewhere: 4 };
    const counts = displayedCounts(new Map([['cy', 1]]), [
      repeat,
      scan('7', 'cy', 0, '2026-05-15T09:06:00Z', '6'),
    ]);
    expect(counts.get('cy')).toBe(1);
  });

  it('lists the laps not taken back, newest first, for undo', () => {
    expect(standingLaps(scans).map((lap) => lap.Id)).toEqual(['2']);
  });

  it("takes the server's answer for the participants it names, and batches scans", () => {
    const merged = mergeCounts(
      new Map([
        ['ana', 1],
        ['ben', 4],
      ]),
      [{ ParticipantId: 'ana', Count: 7, Capped: false }],
    );
    expect([...merged]).toEqual([
      ['ana', 7],
      ['ben', 4],
    ]);
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
