import type { PayoutAccount } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import type { PaymentAccounts } from '../../integrations/payments/payment-accounts.types';
import { applyAccountState, findThonAccount } from './connected-accounts.queries';

type Context = { db: Executor; accounts: PaymentAccounts; publicUrl: string; log: FastifyBaseLogger };
type Thon = { id: string; eventCode: string };

const NO_ACCOUNT = {
  HasAccount: false,
  ChargesEnabled: false,
  PayoutsEnabled: false,
  DetailsSubmitted: false,
  RequirementsDue: 0,
  TakesCards: true,
};

/**
 * Where the Thon's payouts stand. While its account cannot take charges yet, the provider is asked
 * first (the organiser may just be back from its onboarding, before its webhook arrives); when it
 * cannot be asked, the state last kept is shown (decision 118).
 */
export async function readPayoutAccount(context: Context, thon: Thon): Promise<PayoutAccount> {
  const base = { EventId: thon.id, Test: context.accounts.test };
  const kept = await findThonAccount(context.db, { eventId: thon.id });
  if (!kept) return { ...base, ...NO_ACCOUNT };
  let account = kept;
  if (!kept.chargesEnabled && kept.provider === context.accounts.name) {
    const fresh = await context.accounts.accountState(kept.accountId).catch((error: unknown) => {
      context.log.warn({ err: error, provider: context.accounts.name }, 'account state not read');
      return null;
    });
    // Kept as the provider's newest state unless a newer one arrived meanwhile; shown as kept.
    if (fresh && (await applyAccountState(context.db, fresh)))
      account = (await findThonAccount(context.db, { eventId: thon.id })) ?? kept;
  }
  return {
    ...base,
    HasAccount: true,
    ChargesEnabled: account.chargesEnabled,
    PayoutsEnabled: account.payoutsEnabled,
    DetailsSubmitted: account.detailsSubmitted,
    RequirementsDue: account.requirementsDue,
    TakesCards: account.chargesEnabled,
  };
}

/**
 * The link the organiser follows to connect the school's bank: the provider's hosted onboarding,
 * coming back to the Thon's settings (or starting again there when the link has expired).
 */
export async function connectPayouts(context: Context, thon: Thon): Promise<{ Url: string }> {
  const account = await findThonAccount(context.db, { eventId: thon.id });
  if (!account || account.provider !== context.accounts.name)
    throw new AppError('not_found', messages.notFound);
  const thonPage = `${context.publicUrl}/thon/${encodeURIComponent(thon.eventCode)}`;
  try {
    const url = await context.accounts.onboardingLink({
      accountId: account.accountId,
      returnUrl: `${thonPage}/settings?payouts=returned`,
      refreshUrl: `${thonPage}/settings?payouts=expired`,
      testOnboardingUrl: `${thonPage}/test-onboarding`,
    });
    return { Url: url };
  } catch (error) {
    context.log.error({ err: error, provider: context.accounts.name }, 'onboarding link not made');
    throw new AppError('unavailable', messages.payoutsProviderSilent);
  }
}

/** The test provider's onboarding finished: its account takes (test) charges and pays out. */
export async function finishTestOnboarding(context: Context, thon: Thon): Promise<PayoutAccount> {
  const account = await findThonAccount(context.db, { eventId: thon.id });
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
  return readPayoutAccount(context, thon);
}
