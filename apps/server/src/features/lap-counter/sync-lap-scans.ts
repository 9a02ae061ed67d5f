import type { LapCount, SyncLapScansRequest, SyncLapScansResponse } from '@pledgethon/contracts';
import { guardLaps, messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import type { Counter } from './counter-access';
import {
  findScansByIds,
  findStandingLaps,
  findThonParticipantIds,
  insertLapScans,
} from './lap-counter.queries';

/** Counts with the cap flag the organiser reviews: a count past the max still counts every lap seen. */
export const withCap = (rows: { participantId: string; count: number }[], maxUnits: number): LapCount[] =>
  rows.map((row) => ({ ParticipantId: row.participantId, Count: row.count, Capped: row.count > maxUnits }));

/**
 * Keeps a device's batch of scans (decision 083). Each scan is kept once under its own id, so a batch
 * sent twice, or after another device's, adds nothing twice; counts are derived from the rows, with
 * the guard time across devices (decision 099), and the answer names the batch's laps that repeat one
 * another device counted. A completed Thon takes no more scans. Every participant named must be the
 * Thon's, or nothing is kept; likewise an undo must name a lap of the same Thon and child (one not
 * received yet is fine: the undo may arrive first).
 */
export async function syncLapScans(
  db: Executor,
  { counter, request }: { counter: Counter; request: SyncLapScansRequest },
): Promise<SyncLapScansResponse> {
  const { event } = counter;
  if (event.status === 'completed') throw new AppError('conflict', messages.lapCountingClosed);
  const named = [...new Set(request.Scans.map((scan) => scan.ParticipantId))];
  const known = await findThonParticipantIds(db, { eventId: event.id, ids: named });
  if (known.size !== named.length) throw new AppError('validation', messages.invalidData);
  await requireUndoneLaps(db, { eventId: event.id, scans: request.Scans });
  const receivedAt = new Date();
  const accepted = await insertLapScans(
    db,
    request.Scans.map((scan) => ({
      id: scan.Id.toLowerCase(),
      eventId: event.id,
      participantId: scan.ParticipantId,
      deviceId: request.DeviceId,
      scannedAt: new Date(scan.ScannedAt),
      receivedAt,
      undoesScanId: scan.UndoesId?.toLowerCase() ?? null,
      countedByUserId: counter.userId,
      counterPassId: counter.pass?.id ?? null,
    })),
  );
  const standing = await findStandingLaps(db, { eventId: event.id, participantIds: named });
  const { counts, repeats } = guardLaps(standing, event.guardSeconds);
  return {
    Accepted: accepted,
    Counts: withCap(
      named.map((participantId) => ({ participantId, count: counts.get(participantId) ?? 0 })),
      event.maxUnits,
    ),
    CountedElsewhere: request.Scans.flatMap((scan) => {
      const repeat = repeats.get(scan.Id.toLowerCase());
      if (!repeat || repeat.of.deviceId === request.DeviceId) return [];
      return [
        {
          Id: repeat.lap.id,
          ParticipantId: repeat.lap.participantId,
          SecondsAfter: Math.floor((repeat.lap.scannedAt - repeat.of.scannedAt) / 1000),
        },
      ];
    }),
  };
}

type Scan = SyncLapScansRequest['Scans'][number];

/** Refuses an undo that names a scan of another Thon or child, or another undo. */
async function requireUndoneLaps(db: Executor, { eventId, scans }: { eventId: string; scans: Scan[] }) {
  const undos = scans.filter((scan) => scan.UndoesId);
  if (undos.length === 0) return;
  const kept = await findScansByIds(db, { ids: undos.map((scan) => scan.UndoesId?.toLowerCase() ?? '') });
  const targets = new Map<string, { eventId: string; participantId: string; undoes: boolean }>();
  for (const scan of scans)
    targets.set(scan.Id.toLowerCase(), {
      eventId,
      participantId: scan.ParticipantId,
      undoes: !!scan.UndoesId,
    });
  for (const row of kept)
    targets.set(row.id, {
      eventId: row.eventId,
      participantId: row.participantId,
      undoes: !!row.undoesScanId,
    });
  for (const undo of undos) {
    const target = targets.get(undo.UndoesId?.toLowerCase() ?? '');
    if (!target) continue;
    if (target.eventId !== eventId || target.participantId !== undo.ParticipantId || target.undoes)
      throw new AppError('validation', messages.invalidData);
  }
}
