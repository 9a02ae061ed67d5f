import { and, asc, type Executor, eq, isNull, rowsOf, schema, sql } from '@pledgethon/db';

const {
  chargeSplits,
  chargeTransfers,
  connectedAccounts,
  events,
  franchisees,
  ledgerEntries,
  ledgerLines,
  payments,
  transferReversals,
  userRoles,
  users,
} = schema;

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
 * The franchise's commission on the charges split so far (decisions 143 and 147). Paid: what its
 * commission transfers put in its account, less what reversals (of refunds and disputes) took back,
 * plus what reinstatements gave back, each as the provider made it. Owed: per charge, what the
 * ledger says the franchise earned on it (its commission lines: the charge's, less what refunds and
 * disputes gave back, plus what won disputes returned) and has not been paid, kept on the platform's
 * account while the franchise could not receive it, or asked and not yet made. A charge whose
 * reversal is still to be made owes nothing until it is.
 */
export async function commissionStanding(db: Executor, { franchiseeId }: { franchiseeId: string }) {
  const rows = rowsOf<{ paid: number; owed: number }>(
    await db.execute(sql`
      with split as (
        select s.payment_id from ${chargeSplits} s
        join ${payments} p on p.id = s.payment_id
        join ${events} e on e.id = p.event_id
        where e.franchisee_id = ${franchiseeId} and s.commission_cents > 0
      ),
      earned as (
        select le.payment_id, sum(ll.amount_cents) as cents
        from ${ledgerEntries} le join ${ledgerLines} ll on ll.entry_id = le.id
        where le.payment_id in (select payment_id from split) and ll.account = 'franchisee_commission'
        group by le.payment_id
      ),
      paid as (
        select t.payment_id,
          (case when t.state = 'made' then t.amount_cents else 0 end)
          - coalesce(sum(r.amount_cents) filter (where r.state = 'made' and r.kind = 'reversal'), 0)
          + coalesce(sum(r.amount_cents) filter (where r.state = 'made' and r.kind = 'reinstatement'), 0)
            as cents
        from ${chargeTransfers} t left join ${transferReversals} r on r.transfer_id = t.id
        where t.payment_id in (select payment_id from split) and t.share = 'commission'
        group by t.id
      )
      select coalesce(sum(paid.cents), 0)::int as paid,
        coalesce(sum(greatest(coalesce(earned.cents, 0) - coalesce(paid.cents, 0), 0)), 0)::int as owed
      from split
      left join earned on earned.payment_id = split.payment_id
      left join paid on paid.payment_id = split.payment_id`),
  );
  const [standing] = rows;
  return { paidCents: standing?.paid ?? 0, owedCents: standing?.owed ?? 0 };
}
