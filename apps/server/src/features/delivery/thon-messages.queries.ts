import type { DeliveryState } from '@pledgethon/contracts';
import { and, count, desc, type Executor, eq, gt, lte, type SQL, schema, sql } from '@pledgethon/db';

const { outboxMessages, reminderDeliveries, reminderSettings } = schema;

// 'held' and 'queued' are both waiting in the outbox; a held one's moment has not come.
export const stateOf = (now: Date): SQL<DeliveryState> =>
  sql<DeliveryState>`case when ${outboxMessages.status} = 'queued' and ${outboxMessages.sendAfter} > ${now} then 'held' else ${outboxMessages.status}::text end`;

function stateFilter(state: DeliveryState | undefined, now: Date): SQL | undefined {
  if (!state) return undefined;
  if (state === 'held') return and(eq(outboxMessages.status, 'queued'), gt(outboxMessages.sendAfter, now));
  if (state === 'queued') return and(eq(outboxMessages.status, 'queued'), lte(outboxMessages.sendAfter, now));
  return eq(outboxMessages.status, state);
}

/** A page of the messages sent for one Thon, newest first, with the reminder that sent each. */
export async function listThonMessages(
  db: Executor,
  {
    eventId,
    state,
    limit,
    offset,
    now,
  }: { eventId: string; state?: DeliveryState; limit: number; offset: number; now: Date },
) {
  const where = and(eq(outboxMessages.eventId, eventId), stateFilter(state, now));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        message: outboxMessages,
        state: stateOf(now),
        reminder: reminderSettings.key,
      })
      .from(outboxMessages)
      .leftJoin(reminderDeliveries, eq(reminderDeliveries.outboxMessageId, outboxMessages.id))
      .leftJoin(reminderSettings, eq(reminderSettings.id, reminderDeliveries.reminderSettingId))
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(outboxMessages).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** How many of the Thon's messages are in each state. */
export async function countThonMessagesByState(
  db: Executor,
  { eventId, now }: { eventId: string; now: Date },
) {
  const state = stateOf(now);
  const rows = await db
    .select({ state, total: count() })
    .from(outboxMessages)
    .where(eq(outboxMessages.eventId, eventId))
    // By position: the state's expression holds a parameter, which would not match a second copy.
    .groupBy(sql`1`);
  const counts: Record<DeliveryState, number> = { queued: 0, held: 0, sent: 0, failed: 0, suppressed: 0 };
  for (const row of rows) counts[row.state] = row.total;
  return counts;
}
