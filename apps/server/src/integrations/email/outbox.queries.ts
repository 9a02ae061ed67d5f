import { count, desc, type Executor, eq, schema } from '@pledgethon/db';

const { outboxMessages } = schema;

export type NewOutboxMessage = typeof outboxMessages.$inferInsert;

/** Stores a message once per idempotency key; a repeat returns the first message's id. */
export async function insertOutboxMessage(db: Executor, message: NewOutboxMessage): Promise<string> {
  const [inserted] = await db
    .insert(outboxMessages)
    .values(message)
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
    .returning({ id: outboxMessages.id });
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(eq(outboxMessages.idempotencyKey, message.idempotencyKey));
  if (!existing) throw new Error('outbox message vanished between insert and read');
  return existing.id;
}

/** Stores many messages in one statement, each once per idempotency key. */
export async function insertOutboxMessages(db: Executor, messages: NewOutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insert(outboxMessages)
    .values(messages)
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey });
}

export async function listOutboxMessages(db: Executor, { limit, offset }: { limit: number; offset: number }) {
  return db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit)
    .offset(offset);
}

export async function countOutboxMessages(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(outboxMessages);
  return row?.total ?? 0;
}
