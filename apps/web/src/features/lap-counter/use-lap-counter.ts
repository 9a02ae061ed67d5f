import type { LapCounterRoster } from '@pledgethon/contracts';
import { cappedUnits, readBadgeQr, withinLapGuard } from '@pledgethon/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AppError } from '../../api/app-error';
import { fetchRoster, sendScans } from './counter.api';
import { badgeKeyOf, deviceId, newId } from './counter-device';
import { signal } from './feedback';
import { lineName, tileLabels } from './lap-labels';
import { displayedCounts, mergeCounts, standingLaps } from './lap-tally';
import { onBatchSent, type SentBatch, sendWaitingScans } from './scan-sends';
import {
  addScan,
  asSynced,
  keepRoster,
  keptRoster,
  markSynced,
  type StoredScan,
  scansOf,
} from './scan-store';

/** What the counter just did, for the confirmation everyone at the line can read. */
export type Confirmation =
  | { kind: 'counted'; name: string; count: number; capped: boolean; scan: StoredScan }
  | { kind: 'ignored'; name: string; seconds: number }
  | { kind: 'countedElsewhere'; name: string; seconds: number }
  | { kind: 'undone'; name: string; count: number }
  | { kind: 'unknown' };

// Sends waiting scans this often while any wait, and asks for other devices' counts this often.
const SYNC_EVERY_MS = 5_000;
const REFRESH_EVERY_MS = 20_000;

/**
 * The lap counter's state (decision 086): the roster and this device's scans from IndexedDB at once,
 * then the server's when it answers; every scan stored before it is shown; waiting scans sent in
 * batches whenever the network is there.
 */
export function useLapCounter(eventCode: string, pass: string | null) {
  const [roster, setRoster] = useState<LapCounterRoster | null>(null);
  const [serverCounts, setServerCounts] = useState<Map<string, number>>(new Map());
  const [scans, setScans] = useState<StoredScan[]>([]);
  const [online, setOnline] = useState(navigator.onLine);
  const [problem, setProblem] = useState<AppError | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const labels = useMemo(() => tileLabels(roster?.Participants ?? []), [roster]);
  const names = useMemo(
    () => new Map([...labels].map(([participantId, label]) => [participantId, lineName(label)])),
    [labels],
  );
  // The sync reads names through this, so it need not start again when the roster is read anew.
  const namesRef = useRef(names);
  namesRef.current = names;
  const eventId = roster?.EventId;

  const loadRoster = useCallback(async () => {
    try {
      const fresh = await fetchRoster(eventCode, pass);
      setRoster(fresh);
      setServerCounts(new Map(fresh.Counts.map((row) => [row.ParticipantId, row.Count])));
      setOnline(true);
      setProblem(null);
      await keepRoster(eventCode, fresh);
    } catch (error) {
      if (error instanceof AppError && error.status === 0) setOnline(false);
      else if (error instanceof AppError) setProblem(error);
    }
  }, [eventCode, pass]);

  useEffect(() => {
    let live = true;
    void keptRoster(eventCode).then((kept) => {
      if (!live || !kept) return;
      setRoster((current) => current ?? kept);
      setServerCounts((current) =>
        current.size > 0 ? current : new Map(kept.Counts.map((row) => [row.ParticipantId, row.Count])),
      );
    });
    void loadRoster();
    return () => {
      live = false;
    };
  }, [eventCode, loadRoster]);

  useEffect(() => {
    if (eventId) void scansOf(eventId).then(setScans);
  }, [eventId]);

  // What every batch sent from this phone became, this counter's own sends or not.
  useEffect(
    () =>
      onBatchSent(({ eventId: sentEventId, ids, elsewhere, answer }, byThisPage) => {
        if (sentEventId !== eventId) return;
        // The server's counts now hold these scans: in the same render they stop counting on the phone,
        // or a lap shows twice until the scans are read back (and an undo meanwhile says one too many).
        setScans((current) => current.map((scan) => (ids.has(scan.Id) ? asSynced(scan, elsewhere) : scan)));
        setServerCounts((current) => mergeCounts(current, answer.Counts));
        // The volunteer hears and reads that a lap they saw counted was another phone's already: in
        // the tab they counted in.
        const latest = answer.CountedElsewhere.at(-1);
        if (latest && byThisPage) {
          signal('ignored');
          setConfirmation({
            kind: 'countedElsewhere',
            name: namesRef.current.get(latest.ParticipantId) ?? '',
            seconds: latest.SecondsAfter,
          });
        }
      }),
    [eventId],
  );

  const sync = useCallback(async () => {
    if (!eventId) return;
    /** Sends one batch of scans and marks them sent on the device. */
    const sendBatch = async (batch: StoredScan[]): Promise<SentBatch> => {
      const answer = await sendScans(
        {
          EventId: eventId,
          DeviceId: deviceId(),
          Scans: batch.map(({ Id, ParticipantId, ScannedAt, UndoesId }) => ({
            Id,
            ParticipantId,
            ScannedAt,
            ...(UndoesId ? { UndoesId } : {}),
          })),
        },
        pass,
      );
      const ids = new Set(batch.map((scan) => scan.Id));
      const elsewhere = new Map(answer.CountedElsewhere.map((repeat) => [repeat.Id, repeat.SecondsAfter]));
      await markSynced([...ids], elsewhere);
      return { eventId, ids, elsewhere, answer };
    };
    try {
      await sendWaitingScans(eventId, sendBatch);
      setOnline(true);
      setProblem(null);
    } catch (error) {
      if (error instanceof AppError && error.status === 0) setOnline(false);
      else if (error instanceof AppError) setProblem(error);
    } finally {
      setScans(await scansOf(eventId));
    }
  }, [eventId, pass]);

  useEffect(() => {
    const back = () => {
      setOnline(true);
      void sync();
    };
    const gone = () => setOnline(false);
    window.addEventListener('online', back);
    window.addEventListener('offline', gone);
    const sending = setInterval(() => void sync(), SYNC_EVERY_MS);
    const refreshing = setInterval(() => navigator.onLine && void loadRoster(), REFRESH_EVERY_MS);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', gone);
      clearInterval(sending);
      clearInterval(refreshing);
    };
  }, [sync, loadRoster]);

  const counts = useMemo(() => displayedCounts(serverCounts, scans), [serverCounts, scans]);
  const laps = useMemo(() => standingLaps(scans), [scans]);

  const count = useCallback(
    async (participantId: string) => {
      if (!roster) return;
      const name = names.get(participantId) ?? '';
      const now = Date.now();
      // A lap another phone counted first is no lap of this one's: the guard runs from the counted lap.
      const last = laps.find(
        (lap) => lap.ParticipantId === participantId && lap.CountedElsewhere === undefined,
      );
      if (withinLapGuard(last ? Date.parse(last.ScannedAt) : undefined, now, roster.GuardSeconds)) {
        signal('ignored');
        setConfirmation({
          kind: 'ignored',
          name,
          seconds: Math.round((now - Date.parse(last?.ScannedAt ?? '')) / 1000),
        });
        return;
      }
      const scan: StoredScan = {
        Id: newId(),
        EventId: roster.EventId,
        ParticipantId: participantId,
        ScannedAt: new Date(now).toISOString(),
        Synced: 0,
      };
      await addScan(scan);
      setScans((current) => [...current, scan]);
      const next = (counts.get(participantId) ?? 0) + 1;
      signal('counted');
      setConfirmation({
        kind: 'counted',
        name,
        count: cappedUnits(next, roster.MaxUnits),
        capped: next > roster.MaxUnits,
        scan,
      });
      void sync();
    },
    [roster, names, laps, counts, sync],
  );

  const scanText = useCallback(
    async (text: string) => {
      const badge = readBadgeQr(text);
      if (!badge || !roster) return setConfirmation({ kind: 'unknown' });
      let participantId: string | undefined;
      if ('participantId' in badge) participantId = badge.participantId;
      else {
        const key = await badgeKeyOf(badge.accessCode);
        participantId = roster.Participants.find((person) => person.BadgeKey === key)?.ParticipantId;
      }
      if (!participantId || !names.has(participantId)) return setConfirmation({ kind: 'unknown' });
      await count(participantId);
    },
    [roster, names, count],
  );

  const undo = useCallback(
    async (id: string) => {
      // Only a lap still standing on this phone: a second tap on the same Undo takes nothing more back.
      const lap = laps.find((standing) => standing.Id === id);
      if (!roster || !lap) return;
      const scan: StoredScan = {
        Id: newId(),
        EventId: roster.EventId,
        ParticipantId: lap.ParticipantId,
        ScannedAt: new Date().toISOString(),
        UndoesId: lap.Id,
        Synced: 0,
      };
      await addScan(scan);
      setScans((current) => [...current, scan]);
      setConfirmation({
        kind: 'undone',
        name: names.get(lap.ParticipantId) ?? '',
        count: Math.max(
          0,
          (counts.get(lap.ParticipantId) ?? 0) - (lap.CountedElsewhere === undefined ? 1 : 0),
        ),
      });
      void sync();
    },
    [roster, names, laps, counts, sync],
  );

  const waiting = scans.filter((scan) => !scan.Synced).length;
  return {
    roster,
    counts,
    names,
    labels,
    laps,
    online,
    waiting,
    problem,
    confirmation,
    count,
    scanText,
    undo,
    sync,
  };
}
