import { and, asc, type Executor, eq, isNull, schema, sql } from '@pledgethon/db';

const { chargeSplits, chargeTransfers, connectedAccounts, events, franchisees, payments, userRoles, users } =
  schema;

/**
 * The franchise whose payouts the caller manages: the one of their franchisee user grant (the oldest,
 * when they hold several), with the account its commission is transferred to and that account's
 * state when one is kept. Undefined for anyone who is not a franchisee user.
 */
export async function findOwnFranchise(db: Executor, { userId }: { userId: string }) {
  const firstUsersEmail = db
    .select({ email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.franchiseeId, franchisees.id), eq(userRoles.role, 'franchisee_user')))
    .orderBy(asc(userRoles.createdAt), asc(userRoles.id))
    .limit(1);
  const [franchise] = await db
    .select({
      id: franchisees.id,
      name: franchisees.name,
      // The address the provider is given: the franchise's first user's, whoever asks, so a call
      // repeated under the franchise's key by another of its users asks for the same account.
      email: sql<string>`(${firstUsersEmail})`,
      accountId: franchisees.connectedAccountId,
      provider: connectedAccounts.provider,
      chargesEnabled: connectedAccounts.chargesEnabled,
      payoutsEnabled: connectedAccounts.payoutsEnabled,
      detailsSubmitted: connectedAccounts.detailsSubmitted,
      requirementsDue: connectedAccounts.requirementsDue,
    })
    .from(userRoles)
    .innerJoin(franchisees, eq(franchisees.id, userRoles.franchiseeId))
    .leftJoin(connectedAccounts, eq(connectedAccounts.accountId, franchisees.connectedAccountId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'franchisee_user')))
    .orderBy(asc(userRoles.createdAt))
    .limit(1);
  return franchise;
}

export type OwnFranchise = NonNullable<Awaited<ReturnType<typeof findOwnFranchise>>>;

/**
 * The account the provider opened for the franchise, kept and named on its record together. A call
 * that ran beside this one got the same account under the same key, so either write is the same.
 */
export async function recordFranchiseAccount(
  db: Executor,
  { franchiseeId, accountId, provider }: { franchiseeId: string; accountId: string; provider: string },
) {
  await db.insert(connectedAccounts).values({ accountId, provider, franchiseeId }).onConflictDoNothing();
  await db
    .update(franchisees)
    .set({ connectedAccountId: accountId })
    .where(and(eq(franchisees.id, franchiseeId), isNull(franchisees.connectedAccountId)));
}

/**
 * The franchise's commission on the charges split so far (decision 143): what was transferred to its
 * account, and what is still owed, kept on the platform's account while it could not receive it, or
 * asked and not yet made.
 */
export async function commissionStanding(db: Executor, { franchiseeId }: { franchiseeId: string }) {
  const made = sql`${chargeTransfers.state} = 'made'`;
  const [standing] = await db
    .select({
      paidCents: sql<number>`coalesce(sum(${chargeTransfers.amountCents}) filter (where ${made}), 0)`.mapWith(
        Number,
      ),
      owedCents:
        sql<number>`coalesce(sum(${chargeSplits.commissionCents}) filter (where not coalesce(${made}, false)), 0)`.mapWith(
          Number,
        ),
    })
    .from(chargeSplits)
    .innerJoin(payments, eq(payments.id, chargeSplits.paymentId))
    .innerJoin(events, eq(events.id, payments.eventId))
    .leftJoin(
      chargeTransfers,
      and(eq(chargeTransfers.paymentId, chargeSplits.paymentId), eq(chargeTransfers.share, 'commission')),
    )
    .where(and(eq(events.franchiseeId, franchiseeId), sql`${chargeSplits.commissionCents} > 0`));
  return standing ?? { paidCents: 0, owedCents: 0 };
}
