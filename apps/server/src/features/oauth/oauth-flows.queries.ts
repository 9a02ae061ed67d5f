import { and, type Executor, eq, gt, isNull, schema } from '@pledgethon/db';

const { oauthFlows, oauthTickets } = schema;

export async function insertOAuthFlow(db: Executor, flow: typeof oauthFlows.$inferInsert): Promise<void> {
  await db.insert(oauthFlows).values(flow);
}

/** Takes the live, unused flow of that state for this provider; a second callback finds nothing. */
export async function consumeOAuthFlow(
  db: Executor,
  { stateHash, loginProvider, now }: { stateHash: string; loginProvider: string; now: Date },
) {
  const [flow] = await db
    .update(oauthFlows)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthFlows.stateHash, stateHash),
        eq(oauthFlows.loginProvider, loginProvider),
        isNull(oauthFlows.usedAt),
        gt(oauthFlows.expiresAt, now),
      ),
    )
    .returning();
  return flow;
}

export async function insertOAuthTicket(
  db: Executor,
  ticket: typeof oauthTickets.$inferInsert,
): Promise<void> {
  await db.insert(oauthTickets).values(ticket);
}

export type OAuthTicket = typeof oauthTickets.$inferSelect;

export async function findLiveOAuthTicket(
  db: Executor,
  { ticketHash, now }: { ticketHash: string; now: Date },
): Promise<OAuthTicket | undefined> {
  const [ticket] = await db
    .select()
    .from(oauthTickets)
    .where(
      and(
        eq(oauthTickets.ticketHash, ticketHash),
        isNull(oauthTickets.usedAt),
        gt(oauthTickets.expiresAt, now),
      ),
    )
    .limit(1);
  return ticket;
}

/** Marks the ticket used; false when another request used it first. */
export async function spendOAuthTicket(
  db: Executor,
  { id, now }: { id: string; now: Date },
): Promise<boolean> {
  const spent = await db
    .update(oauthTickets)
    .set({ usedAt: now })
    .where(and(eq(oauthTickets.id, id), isNull(oauthTickets.usedAt)))
    .returning({ id: oauthTickets.id });
  return spent.length > 0;
}
