import {
  thonsConnectPayoutsRoute,
  thonsFinishTestOnboardingRoute,
  thonsPayoutAccountRoute,
} from '@pledgethon/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { serve } from '../../http/serve-route';
import { localPaymentAccounts } from '../../integrations/payments/local-payment-accounts';
import { requireThonReach } from '../thons/thon-reach';
import { THON_RUNNER_ROLES, WHOLE_THON_ACTORS } from '../thons/thon-roles';
import { findEventIdByCode } from '../thons/thon-settings.queries';
import { connectPayouts, finishTestOnboarding, readPayoutAccount } from './payout-account';

/** The Thon's organisers, franchisee and super administrators, as for its settings. */
const access = { area: 'general', who: THON_RUNNER_ROLES } as const;
// An id no Thon has: an unknown event code is refused exactly like someone else's Thon.
const NO_THON = '00000000-0000-0000-0000-000000000000';

/** Connecting a Thon's payouts: its account's state, the onboarding link, the test onboarding (decision 135). */
export function payoutAccountRoutes({
  config,
  database: { db },
  paymentAccounts,
}: AppDeps): FastifyPluginAsyncZod {
  const accounts = paymentAccounts ?? localPaymentAccounts;
  return async (app) => {
    const context = (log: FastifyBaseLogger) => ({ db, accounts, publicUrl: config.publicUrl, log });

    serve(
      app,
      thonsPayoutAccountRoute,
      {
        config: { access },
        schema: {
          tags: ['thons'],
          summary: "Where the Thon's payouts stand: its connected account at the provider",
        },
      },
      async (request) => {
        const eventId = (await findEventIdByCode(db, { eventCode: request.params.eventCode })) ?? NO_THON;
        const { event } = await requireThonReach(db, request, eventId, WHOLE_THON_ACTORS);
        return readPayoutAccount(context(request.log), event);
      },
    );

    serve(
      app,
      thonsConnectPayoutsRoute,
      {
        config: { access },
        schema: {
          tags: ['thons'],
          summary:
            "The link to the provider's hosted onboarding of the Thon's account (the test provider: its own page)",
        },
      },
      async (request) => {
        const { event } = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        return connectPayouts(context(request.log), event);
      },
    );

    serve(
      app,
      thonsFinishTestOnboardingRoute,
      {
        config: { access },
        schema: {
          tags: ['thons'],
          summary:
            "The built-in test provider's onboarding: marks the Thon's test account able to take charges",
        },
      },
      async (request) => {
        const { event } = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        return finishTestOnboarding(context(request.log), event);
      },
    );
  };
}
