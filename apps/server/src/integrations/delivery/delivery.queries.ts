import {
  and,
  asc,
  type Database,
  type Executor,
  eq,
  inArray,
  isNull,
  lt,
  lte,
  or,
  schema,
  sql,
} from '@pledgethon/db';

const { outboxMessages } = schema;

type OutboxMessage = typeof outboxMessages.$inferSelect;
/** A message a worker now holds; `inDoubt` when an earlier worker held it and never said how it went. */
export type ClaimedMessage = OutboxMessage & { inDoubt: boolean };

/**
 * Takes up to `limit` due messages of the given channels for this worker until `until`. Rows
 * another worker is taking are skipped, never waited for, so any number of processes share the work.
 */
export async function claimDueMessages(
  db: Database,
  { channels, limit, now, until }: { channels: ('email' | 'sms')[]; limit: number; now: Date; until: Date },
): Promise<ClaimedMessage[]> {
  if (channels.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxMessages.id, claimedUntil: outboxMessages.claimedUntil })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.status, 'queued'),
          lte(outboxMessages.sendAfter, now),
          inArray(outboxMessages.channel, channels),
          or(isNull(outboxMessages.claimedUntil), lt(outboxMessages.claimedUntil, now)),
        ),
      )
      .orderBy(asc(outboxMessages.sendAfter))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(outboxMessages)
      .set({ claimedUntil: until, attempts: sql`${outboxMessages.attempts} + 1` })
      .where(
        inArray(
          outboxMessages.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    const wasClaimed = new Map(due.map((row) => [row.id, row.claimedUntil !== null]));
    return claimed.map((message) => ({ ...message, inDoubt: wasClaimed.get(message.id) ?? false }));
  });
}

type Outcome =
  | { status: 'sent'; sentAt: Date; providerMessageId: string | null }
  | { status: 'failed'; error: string }
  | { status: 'suppressed'; error: string }
  | { status: 'queued'; sendAfter: Date; error: string | null };

/** Records how a held message went and lets go of it; a message already settled is left as it is. */
export async function settleMessage(db: Executor, id: string, outcome: Outcome): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ ...outcome, claimedUntil: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')));
}

/** Gives a message back without counting the attempt: it was held for waking hours, not tried. */
export async function holdMessage(db: Executor, id: string, sendAfter: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ sendAfter, claimedUntil: null, attempts: sql`greatest(${outboxMessages.attempts} - 1, 0)` })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')));
}
