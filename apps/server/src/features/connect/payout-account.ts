import type { ConnectedAccountState, PayoutAccount } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import type { PaymentAccounts } from '../../integrations/payments/payment-accounts.types';
import {
  applyAccountState,
  findAccount,
  findThonAccount,
  type KeptAccount,
} from './connected-accounts.queries';

export type PayoutContext = {
  db: Executor;
  accounts: PaymentAccounts;
  publicUrl: string;
  log: FastifyBaseLogger;
};
type Thon = { id: string; eventCode: string };

/**
 * The account as it stands. While it cannot take charges yet, the provider is asked first (its owner
 * may just be back from its onboarding, before its webhook arrives); when it cannot be asked, the
 * state last kept is shown (decision 118).
 */
export async function refreshedAccount(context: PayoutContext, kept: KeptAccount): Promise<KeptAccount> {
  if (kept.chargesEnabled || kept.provider !== context.accounts.name) return kept;
  const fresh = await context.accounts.accountState(kept.accountId).catch((error: unknown) => {
    context.log.warn({ err: error, provider: context.accounts.name }, 'account state not read');
    return null;
  });
  // Kept as the provider's newest state unless a newer one arrived meanwhile; shown as kept.
  if (fresh && (await applyAccountState(context.db, fresh)))
    return (await findAccount(context.db, { accountId: kept.accountId })) ?? kept;
  return kept;
}

/** What a payouts card shows of an account; no account reads as nothing enabled yet. */
export function stateOf(context: PayoutContext, account: KeptAccount | undefined): ConnectedAccountState {
  return {
    HasAccount: account !== undefined,
    Test: context.accounts.test,
    ChargesEnabled: account?.chargesEnabled ?? false,
    PayoutsEnabled: account?.payoutsEnabled ?? false,
    DetailsSubmitted: account?.detailsSubmitted ?? false,
    RequirementsDue: account?.requirementsDue ?? 0,
  };
}

/**
 * The link its owner follows to connect the bank: the provider's hosted onboarding, coming back to
 * `page` (or starting again there when the link has expired), or the test provider's own page.
 */
export async function onboardingUrl(
  context: PayoutContext,
  account: KeptAccount | undefined,
  { page, testOnboardingPage }: { page: string; testOnboardingPage: string },
): Promise<{ Url: string }> {
  if (!account || account.provider !== context.accounts.name)
    throw new AppError('not_found', messages.notFound);
  try {
    const url = await context.accounts.onboardingLink({
      accountId: account.accountId,
      returnUrl: `${page}?payouts=returned`,
      refreshUrl: `${page}?payouts=expired`,
      testOnboardingUrl: testOnboardingPage,
    });
    return { Url: url };
  } catch (error) {
    context.log.error({ err: error, provider: context.accounts.name }, 'onboarding link not made');
    throw new AppError('unavailable', messages.payoutsProviderSilent);
  }
}

/** The test provider's onboarding finished: its account takes (test) charges and pays out. */
export async function markTestOnboarded(context: PayoutContext, account: KeptAccount | undefined) {
  // Only the test provider's own accounts: a real provider's state comes from the provider alone.
  if (account?.provider !== 'local' || context.accounts.name !== 'local')
    throw new AppError('rule', messages.testOnboardingUnavailable);
  await applyAccountState(context.db, {
    accountId: account.accountId,
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
    requirementsDue: 0,
    at: new Date(),
  });
}

/** Where the Thon's payouts stand (decision 135). */
export async function readPayoutAccount(context: PayoutContext, thon: Thon): Promise<PayoutAccount> {
  const kept = await findThonAccount(context.db, { eventId: thon.id });
  const account = kept && (await refreshedAccount(context, kept));
  // A Thon made before accounts were connected has none, and keeps taking cards (decision 135).
  return { EventId: thon.id, ...stateOf(context, account), TakesCards: account?.chargesEnabled ?? true };
}

/** The link the organiser follows to connect the school's bank, coming back to the Thon's settings. */
export async function connectPayouts(context: PayoutContext, thon: Thon): Promise<{ Url: string }> {
  const thonPage = `${context.publicUrl}/thon/${encodeURIComponent(thon.eventCode)}`;
  return onboardingUrl(context, await findThonAccount(context.db, { eventId: thon.id }), {
    page: `${thonPage}/settings`,
    testOnboardingPage: `${thonPage}/test-onboarding`,
  });
}

/** The test provider's onboarding of the Thon's account finished. */
export async function finishTestOnboarding(context: PayoutContext, thon: Thon): Promise<PayoutAccount> {
  await markTestOnboarded(context, await findThonAccount(context.db, { eventId: thon.id }));
  return readPayoutAccount(context, thon);
}
