import { and, type schema as dbSchema, type Executor, eq, inArray, schema } from '@pledgethon/db';

const { messageSuppressions } = schema;

type Channel = (typeof dbSchema.messageSuppressions.$inferSelect)['channel'];
export type SuppressionReason = (typeof dbSchema.messageSuppressions.$inferSelect)['reason'];

/** Never message this address again; the first reason recorded stays. Answers whether it is new. */
export async function suppressAddress(
  db: Executor,
  entry: { channel: Channel; address: string; reason: SuppressionReason },
): Promise<boolean> {
  const inserted = await db
    .insert(messageSuppressions)
    .values(entry)
    .onConflictDoNothing()
    .returning({ address: messageSuppressions.address });
  return inserted.length > 0;
}

/** The suppression of one address, if any. */
export async function findSuppression(
  db: Executor,
  { channel, address }: { channel: Channel; address: string },
) {
  const [row] = await db
    .select()
    .from(messageSuppressions)
    .where(and(eq(messageSuppressions.channel, channel), eq(messageSuppressions.address, address)))
    .limit(1);
  return row;
}

/** Which of these addresses are suppressed, in one query for a whole page of recipients. */
export async function suppressedAmong(
  db: Executor,
  channel: Channel,
  addresses: string[],
): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const rows = await db
    .select({ address: messageSuppressions.address })
    .from(messageSuppressions)
    .where(and(eq(messageSuppressions.channel, channel), inArray(messageSuppressions.address, addresses)));
  return new Set(rows.map((row) => row.address));
}

/**
 * The suppressions of a batch of messages' addresses, in one query, keyed `{channel}:{address}`:
 * a worker checks a whole batch at once rather than one message at a time.
 */
export async function suppressionsOf(
  db: Executor,
  messages: { channel: Channel; toAddress: string }[],
): Promise<Map<string, SuppressionReason>> {
  if (messages.length === 0) return new Map();
  const rows = await db
    .select({
      channel: messageSuppressions.channel,
      address: messageSuppressions.address,
      reason: messageSuppressions.reason,
    })
    .from(messageSuppressions)
    .where(
      inArray(
        messageSuppressions.address,
        messages.map((message) => message.toAddress),
      ),
    );
  return new Map(rows.map((row) => [`${row.channel}:${row.address}`, row.reason]));
}

/** Lifts an opt-out (a text START): the number may be texted again. Bounces stay. */
export async function liftOptOut(db: Executor, { address }: { address: string }) {
  await db
    .delete(messageSuppressions)
    .where(
      and(
        eq(messageSuppressions.channel, 'sms'),
        eq(messageSuppressions.address, address),
        eq(messageSuppressions.reason, 'opted_out'),
      ),
    );
}
