import type { ThonPrivacy } from '@pledgethon/contracts';
import { retentionDueAt } from '@pledgethon/core';
import { desc, type Executor, eq, schema } from '@pledgethon/db';
import { countRemovable } from './remove-personal-data.queries';

const { events, personalDataRemovals } = schema;

/** A Thon's retention, what would go now, and every removal run on it, newest first. */
export async function thonPrivacy(db: Executor, eventId: string): Promise<ThonPrivacy> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw new Error('the Thon was just reached');
  const [wouldRemove, runs] = await Promise.all([
    countRemovable(db, { eventId, reason: 'retention', dryRun: true, userId: null }),
    db
      .select()
      .from(personalDataRemovals)
      .where(eq(personalDataRemovals.eventId, eventId))
      .orderBy(desc(personalDataRemovals.startedAt))
      .limit(50),
  ]);
  return {
    EventId: event.id,
    RetentionDays: event.retentionDays,
    DataKeptUntil: retentionDueAt(event.endDate ?? event.eventDate, event.retentionDays).toISOString(),
    DataClosedAt: event.dataClosedAt?.toISOString() ?? null,
    PersonalDataRemovedAt: event.personalDataRemovedAt?.toISOString() ?? null,
    WouldRemove: wouldRemove,
    Removals: runs.map((run) => ({
      Reason: run.reason,
      DryRun: run.dryRun,
      StartedAt: run.startedAt.toISOString(),
      FinishedAt: run.finishedAt?.toISOString() ?? null,
      Counts: run.counts,
    })),
  };
}

export async function setRetention(db: Executor, eventId: string, retentionDays: number) {
  await db.update(events).set({ retentionDays }).where(eq(events.id, eventId));
}

/** Marks the Thon's data closed; the retention job, asked at once, removes it. */
export async function closeThonData(db: Executor, eventId: string) {
  await db.update(events).set({ dataClosedAt: new Date() }).where(eq(events.id, eventId));
}
