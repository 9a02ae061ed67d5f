import type { FranchiseePayoutAccount } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { AppError } from '../../http/app-error';
import { findAccount, type KeptAccount } from './connected-accounts.queries';
import {
  commissionStanding,
  findOwnFranchise,
  type OwnFranchise,
  recordFranchiseAccount,
} from './franchisee-accounts.queries';
import {
  markTestOnboarded,
  onboardingUrl,
  type PayoutContext,
  refreshedAccount,
  stateOf,
} from './payout-account';

/** The account whose state is kept for the franchise; undefined when there is none or it is not ours. */
function keptAccountOf(franchise: OwnFranchise): KeptAccount | undefined {
  const { accountId, provider } = franchise;
  if (accountId === null || provider === null) return undefined;
  return {
    accountId,
    provider,
    chargesEnabled: franchise.chargesEnabled ?? false,
    payoutsEnabled: franchise.payoutsEnabled ?? false,
    detailsSubmitted: franchise.detailsSubmitted ?? false,
    requirementsDue: franchise.requirementsDue ?? 0,
  };
}

/** The caller's own franchise: a franchisee user's, never one the request names. */
async function ownFranchise(context: PayoutContext, userId: string): Promise<OwnFranchise> {
  const franchise = await findOwnFranchise(context.db, { userId });
  if (!franchise) throw new AppError('forbidden', messages.accessDenied);
  return franchise;
}

/** Where the commission of the caller's franchise is paid (decision 142). */
export async function readFranchiseePayouts(
  context: PayoutContext,
  userId: string,
): Promise<FranchiseePayoutAccount> {
  const franchise = await ownFranchise(context, userId);
  const kept = keptAccountOf(franchise);
  const account = kept && (await refreshedAccount(context, kept));
  const commission = await commissionStanding(context.db, { franchiseeId: franchise.id });
  return {
    FranchiseeId: franchise.id,
    Name: franchise.name,
    SetByAdministrator: franchise.accountId !== null && kept === undefined,
    CommissionPaidCents: commission.paidCents,
    CommissionOwedCents: commission.owedCents,
    ...stateOf(context, account),
  };
}

/**
 * Opens the franchise's account at the provider unless it has one, then answers the link its user
 * follows to connect the franchise's bank, coming back to the franchisees page. The key is the
 * franchise's own, so a repeated or concurrent call is answered the same account, never a second one.
 */
export async function connectFranchiseePayouts(
  context: PayoutContext,
  userId: string,
): Promise<{ Url: string }> {
  const franchise = await ownFranchise(context, userId);
  const account =
    keptAccountOf(franchise) ??
    (franchise.accountId === null ? await openFranchiseAccount(context, franchise) : undefined);
  const page = `${context.publicUrl}/account/franchisees`;
  return onboardingUrl(context, account, { page, testOnboardingPage: `${page}/test-onboarding` });
}

async function openFranchiseAccount(context: PayoutContext, franchise: OwnFranchise) {
  const opened = await context.accounts
    .openAccount({
      idempotencyKey: `franchisee-account:${franchise.id}`,
      legalName: franchise.name,
      email: franchise.email,
    })
    .catch((error: unknown) => {
      context.log.error({ err: error, provider: context.accounts.name }, 'franchise account not opened');
      throw new AppError('unavailable', messages.payoutsProviderSilent);
    });
  await context.db.transaction((tx) =>
    recordFranchiseAccount(tx, {
      franchiseeId: franchise.id,
      accountId: opened.accountId,
      provider: context.accounts.name,
    }),
  );
  return findAccount(context.db, { accountId: opened.accountId });
}

/** The test provider's onboarding of the franchise's account finished. */
export async function finishFranchiseeTestOnboarding(
  context: PayoutContext,
  userId: string,
): Promise<FranchiseePayoutAccount> {
  await markTestOnboarded(context, keptAccountOf(await ownFranchise(context, userId)));
  return readFranchiseePayouts(context, userId);
}
