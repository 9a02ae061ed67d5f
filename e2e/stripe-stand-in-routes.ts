import { paymentsWebhookRoute } from '@pledgethon/contracts';
import { and, type Database, eq, schema } from '@pledgethon/db';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '../apps/server/src/config';
import { listUnprocessedChargeRequestIds } from '../apps/server/src/features/charging/charges.queries';
import {
  listPaymentsToSplit,
  listPendingTransfers,
} from '../apps/server/src/features/connect/charge-splits.queries';
import { splitCharges } from '../apps/server/src/features/connect/split-charges';
import type { PaymentAccounts } from '../apps/server/src/integrations/payments/payment-accounts.types';
import type { StripeApiServer } from '../apps/server/src/integrations/payments/testing/stripe-api-server';
import {
  type SignedDelivery,
  signedEvent,
} from '../apps/server/src/integrations/payments/testing/stripe-events';
import { STRIPE_SITE_KEYS } from './stripe-site';

/** Sends a signed event to the site's webhook endpoint over HTTP, as Stripe's servers do. */
async function postToWebhook(config: Config, delivery: SignedDelivery) {
  const response = await fetch(new URL(paymentsWebhookRoute.path, config.publicUrl), {
    method: paymentsWebhookRoute.method,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': delivery.signature },
    body: delivery.body.toString(),
  });
  if (!response.ok) throw new Error(`the webhook endpoint answered ${response.status}`);
}

/**
 * What Stripe does on its own side, for the Stripe site's browser tests: the organiser finishing
 * Stripe's hosted onboarding, and Stripe's payout schedule paying a school's account out. Each tells
 * the site by a signed event, as Stripe does.
 */
export function stripeStandInRoutes({
  db,
  config,
  standIn,
  accounts,
}: {
  db: Database;
  config: Config;
  standIn: StripeApiServer;
  accounts: PaymentAccounts;
}): FastifyPluginAsync {
  const open = { config: { access: { area: 'open', who: 'anyone' } } } as const;
  const secret = STRIPE_SITE_KEYS.webhookSecret;

  /** What still keeps a completed Thon's money from the school's account; null once it is all there. */
  async function stillOwed(eventId: string, log: FastifyBaseLogger) {
    if ((await listUnprocessedChargeRequestIds(db, { eventId })).length > 0)
      return 'its charging has not run';
    const [pending] = await db
      .select({ id: schema.pledgeCharges.id })
      .from(schema.pledgeCharges)
      .where(and(eq(schema.pledgeCharges.eventId, eventId), eq(schema.pledgeCharges.state, 'pending')))
      .limit(1);
    if (pending) return 'a charge is still being asked';
    // The transfers worker's run, asked for now rather than at its next minute.
    await splitCharges({
      db,
      accounts,
      paymentProvider: 'stripe',
      platformFeeBasisPoints: config.PLATFORM_FEE_BASIS_POINTS,
      log,
    });
    const provider = { paymentProvider: 'stripe', limit: 1 };
    const unsplit = await listPaymentsToSplit(db, { ...provider, accountProvider: 'stripe' });
    const untransferred = await listPendingTransfers(db, provider);
    return unsplit.length + untransferred.length > 0 ? 'a transfer is still pending' : null;
  }

  return async (app) => {
    // The "Agree and submit" of Stripe's hosted onboarding: the account can take charges and pay
    // out, Stripe says so by `account.updated`, and sends the organiser back where the link said.
    app.get<{ Params: { account: string } }>(
      '/e2e/stripe/onboarding/:account',
      open,
      async (request, reply) => {
        const { account } = request.params;
        const object = standIn.connect.completeOnboarding(account);
        await postToWebhook(config, signedEvent({ type: 'account.updated', object, account }, secret));
        return reply.redirect(standIn.connect.returnUrls.get(account) ?? '/', 303);
      },
    );
    // Stripe's payout schedule comes round for the Thon's school account once all its money is there.
    app.post<{ Body: { EventCode: string } }>('/e2e/stripe/payouts', open, async (request, reply) => {
      const [thon] = await db
        .select({
          id: schema.events.id,
          status: schema.events.status,
          account: schema.events.paymentAccountId,
        })
        .from(schema.events)
        .where(eq(schema.events.eventCode, request.body.EventCode));
      if (!thon?.account || thon.status !== 'completed')
        return reply.code(409).send({ Waiting: 'the Thon is not completed' });
      const owed = await stillOwed(thon.id, request.log);
      if (owed) return reply.code(409).send({ Waiting: owed });
      const paid = standIn.payouts.payOutAvailable(thon.account, (event) => signedEvent(event, secret));
      if (!paid) return reply.code(409).send({ Waiting: 'nothing is available to pay out' });
      await postToWebhook(config, paid.delivery);
      return { PayoutId: paid.payout.id, AmountCents: paid.payout.amount };
    });
  };
}
