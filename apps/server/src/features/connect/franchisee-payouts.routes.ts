import {
  errorBodySchema,
  franchiseeConnectPayoutsRoute,
  franchiseeFinishTestOnboardingRoute,
  franchiseePayoutAccountRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { localPaymentAccounts } from '../../integrations/payments/local-payment-accounts';
import {
  connectFranchiseePayouts,
  finishFranchiseeTestOnboarding,
  readFranchiseePayouts,
} from './franchisee-payouts';

/** A franchise's own users; its team leaders, and everyone else, are refused. */
const access = { area: 'general', who: ['franchisee_user'] } as const;
const refusals = { 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** Connecting a franchise's payouts: where its commission is paid (decision 142). */
export function franchiseePayoutRoutes({
  config,
  database: { db },
  paymentAccounts,
}: AppDeps): FastifyPluginAsyncZod {
  const accounts = paymentAccounts ?? localPaymentAccounts;
  return async (app) => {
    const caller = (request: FastifyRequest) => {
      const { UserId } = requireSession(request);
      if (!UserId) throw new AppError('forbidden', messages.accessDenied);
      return {
        context: { db, accounts, publicUrl: config.publicUrl, log: request.log },
        userId: UserId,
      };
    };

    serve(
      app,
      franchiseePayoutAccountRoute,
      {
        config: { access },
        schema: {
          tags: ['franchisees'],
          summary: "Where the commission of the caller's franchise is paid: its connected account",
          response: refusals,
        },
      },
      async (request) => {
        const { context, userId } = caller(request);
        return readFranchiseePayouts(context, userId);
      },
    );

    serve(
      app,
      franchiseeConnectPayoutsRoute,
      {
        config: { access },
        schema: {
          tags: ['franchisees'],
          summary:
            "Opens the franchise's connected account unless it has one, and answers the link to the provider's hosted onboarding (the test provider: its own page)",
          response: refusals,
        },
      },
      async (request) => {
        const { context, userId } = caller(request);
        return connectFranchiseePayouts(context, userId);
      },
    );

    serve(
      app,
      franchiseeFinishTestOnboardingRoute,
      {
        config: { access },
        schema: {
          tags: ['franchisees'],
          summary:
            "The built-in test provider's onboarding: marks the franchise's test account able to take charges",
          response: refusals,
        },
      },
      async (request) => {
        const { context, userId } = caller(request);
        return finishFranchiseeTestOnboarding(context, userId);
      },
    );
  };
}
