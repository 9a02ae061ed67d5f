import { type Executor, eq, schema } from '@pledgethon/db';

const { contactRequests } = schema;

export type ContactRequest = typeof contactRequests.$inferSelect;
export type NewContactRequest = typeof contactRequests.$inferInsert;

/** Stores the request once per idempotency key; undefined when that key is already taken. */
export async function insertContactRequest(
  db: Executor,
  request: NewContactRequest,
): Promise<ContactRequest | undefined> {
  const [inserted] = await db
    .insert(contactRequests)
    .values(request)
    .onConflictDoNothing({ target: contactRequests.idempotencyKey })
    .returning();
  return inserted;
}

export async function findContactRequestByIdempotencyKey(
  db: Executor,
  idempotencyKey: string,
): Promise<ContactRequest | undefined> {
  const [request] = await db
    .select()
    .from(contactRequests)
    .where(eq(contactRequests.idempotencyKey, idempotencyKey))
    .limit(1);
  return request;
}

export async function setContactTicketKey(
  db: Executor,
  { id, ticketKey }: { id: string; ticketKey: string },
) {
  await db.update(contactRequests).set({ ticketKey }).where(eq(contactRequests.id, id));
}
