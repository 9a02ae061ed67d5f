import { randomUUID } from 'node:crypto';
import { type Executor, schema } from '@pledgethon/db';
import {
  createEvent,
  createOrganization,
  createParticipant,
  createPayment,
  createPledge,
} from '@pledgethon/db/testing';
import pino from 'pino';
import type { PaymentAccounts } from '../../integrations/payments/payment-accounts.types';
import type { StripePaymentAccounts } from '../../integrations/payments/stripe-payment-accounts';
import type { StripePayments } from '../../integrations/payments/stripe-payments';
import type { StripeApiServer } from '../../integrations/payments/testing/stripe-api-server';
import { useStripeApi } from '../../integrations/payments/testing/stripe-webhooks';
import { useTestApp } from '../../testing/test-app';
import type { SplitContext } from './split-charges';

const { connectedAccounts, franchisees, pledgeCharges } = schema;

type StripeFixture = { api: StripeApiServer; payments: StripePayments; accounts: StripePaymentAccounts };

/**
 * The Stripe stand-in and an app that pays and takes webhooks through it, for the enclosing describe
 * block, and the transfers worker's context at Stripe (a platform fee of 5%), through `accounts` when
 * a test stands another provider in front of Stripe's.
 */
export function useStripeSplits() {
  const stripe = useStripeApi();
  const server = useTestApp(() => ({ payments: stripe.payments, paymentAccounts: stripe.accounts }));
  const context = (accounts: PaymentAccounts = stripe.accounts): SplitContext => ({
    db: server.db,
    accounts,
    paymentProvider: 'stripe',
    platformFeeBasisPoints: 500,
    log: pino({ level: 'silent' }),
  });
  return { stripe, api: stripe.api, server, context };
}

/** An account opened at the Stripe stand-in, and onboarded unless said otherwise. */
async function stripeAccount(stripe: StripeFixture, onboarded: boolean) {
  const { accountId } = await stripe.accounts.openAccount({
    idempotencyKey: randomUUID(),
    legalName: 'Birch PTA',
    email: 'pta@birch.example.org',
  });
  if (onboarded) stripe.api.connect.completeOnboarding(accountId);
  return accountId;
}

/**
 * A Thon of a franchise taking 20% with its own account (or none), whose school's account can take
 * charges (or not), and a $100 gift charged $103.30 at the Stripe stand-in with the donor covering
 * the fee, recorded as its payment and charge. With `franchiseeReady` the franchise's account is one
 * it connected itself (decision 142), with its state kept here: onboarded, or not yet.
 */
export async function paidStripeGift(
  db: Executor,
  stripe: StripeFixture,
  {
    schoolReady = true,
    franchiseeAccount = true,
    franchiseeReady,
  }: { schoolReady?: boolean; franchiseeAccount?: boolean; franchiseeReady?: boolean } = {},
) {
  const franchiseeAccountId = franchiseeAccount ? await stripeAccount(stripe, franchiseeReady ?? true) : null;
  const [franchisee] = await db
    .insert(franchisees)
    .values({
      name: 'North Shore Fun Runs',
      commissionBasisPoints: 2_000,
      connectedAccountId: franchiseeAccountId,
    })
    .returning();
  if (franchiseeAccountId && franchiseeReady !== undefined)
    await db.insert(connectedAccounts).values({
      accountId: franchiseeAccountId,
      provider: 'stripe',
      franchiseeId: franchisee?.id,
      chargesEnabled: franchiseeReady,
      payoutsEnabled: franchiseeReady,
    });
  const organization = await createOrganization(db);
  const schoolAccount = await stripeAccount(stripe, schoolReady);
  await db.insert(connectedAccounts).values({
    accountId: schoolAccount,
    provider: 'stripe',
    organizationId: organization.id,
    chargesEnabled: schoolReady,
    payoutsEnabled: schoolReady,
  });
  const event = await createEvent(db, {
    status: 'active',
    organizationId: organization.id,
    franchiseeId: franchisee?.id ?? null,
    paymentAccountId: schoolAccount,
  });
  const participant = await createParticipant(db, event.id);
  const pledge = await createPledge(db, participant, { amountCents: 10_000, coversFees: true });
  const charged = await stripe.payments.charge({
    idempotencyKey: `pledge-charge:${pledge.id}:1`,
    amountCents: 10_330,
    paymentMethod: 'pm_card_visa',
    offSession: false,
    description: 'Gift',
    pledgeId: pledge.id,
  });
  if (charged.status !== 'succeeded') throw new Error('the gift was not charged');
  const payment = await createPayment(db, participant, {
    pledgeId: pledge.id,
    amountCents: 10_330,
    method: 'card',
    provider: 'stripe',
    providerReference: charged.reference,
    idempotencyKey: `pledge-charge:${pledge.id}:1`,
  });
  await db.insert(pledgeCharges).values({
    pledgeId: pledge.id,
    eventId: event.id,
    pledgeCents: 10_000,
    state: 'succeeded',
    paymentId: payment.id,
  });
  return { event, payment, schoolAccount, franchiseeAccount: franchisee?.connectedAccountId ?? null };
}
