import { and, type Executor, eq, isNull, lte, or, schema } from '@pledgethon/db';
import type { AccountState } from '../../integrations/payments/payment-accounts.types';
import { askRefusedAgain } from '../payment-states/transfer-moves.queries';

const { connectedAccounts, events } = schema;

/** What a payouts card shows of an account, and what its onboarding needs. */
const keptState = {
  accountId: connectedAccounts.accountId,
  provider: connectedAccounts.provider,
  chargesEnabled: connectedAccounts.chargesEnabled,
  payoutsEnabled: connectedAccounts.payoutsEnabled,
  detailsSubmitted: connectedAccounts.detailsSubmitted,
  requirementsDue: connectedAccounts.requirementsDue,
};

export async function findAccount(db: Executor, { accountId }: { accountId: string }) {
  const [account] = await db
    .select(keptState)
    .from(connectedAccounts)
    .where(eq(connectedAccounts.accountId, accountId))
    .limit(1);
  return account;
}

export type KeptAccount = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** The Thon's account as the organiser sees it; undefined for a Thon created without one. */
export async function findThonAccount(db: Executor, { eventId }: { eventId: string }) {
  const [account] = await db
    .select(keptState)
    .from(events)
    .innerJoin(connectedAccounts, eq(connectedAccounts.accountId, events.paymentAccountId))
    .where(eq(events.id, eventId))
    .limit(1);
  return account;
}

/**
 * Whether the Thon may take cards: not while its account cannot take charges. A Thon made before
 * accounts were connected has no row and keeps taking them, its money staying on the platform's
 * account as it always did (decision 135).
 */
export async function thonTakesCards(db: Executor, { eventId }: { eventId: string }): Promise<boolean> {
  const account = await findThonAccount(db, { eventId });
  return account?.chargesEnabled ?? true;
}

/**
 * The provider's state of an account, unless a newer one is already kept: `account.updated` events
 * arrive late and out of order. An account that can take charges has its refused transfers and
 * reversals asked again (decision 143). True when it changed the row.
 */
export function applyAccountState(db: Executor, state: AccountState): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(connectedAccounts)
      .set({
        chargesEnabled: state.chargesEnabled,
        payoutsEnabled: state.payoutsEnabled,
        detailsSubmitted: state.detailsSubmitted,
        requirementsDue: state.requirementsDue,
        stateAt: state.at,
      })
      .where(
        and(
          eq(connectedAccounts.accountId, state.accountId),
          or(isNull(connectedAccounts.stateAt), lte(connectedAccounts.stateAt, state.at)),
        ),
      )
      .returning({ accountId: connectedAccounts.accountId });
    if (updated.length > 0 && state.chargesEnabled) await askRefusedAgain(tx, { accountId: state.accountId });
    return updated.length > 0;
  });
}
