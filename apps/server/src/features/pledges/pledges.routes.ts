import {
  pledgesCancelRoute,
  pledgesChangeRoute,
  pledgesConfirmCardRoute,
  pledgesFormRoute,
  pledgesGivingStatementRoute,
  pledgesListRoute,
  pledgesManageRoute,
  pledgesParticipantsRoute,
  pledgesPayRoute,
  pledgesResendPaymentRequestRoute,
  pledgesSubmitRoute,
  pledgesWriteOffRoute,
} from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLanguage } from '../../http/pages/page-language';
import { serve } from '../../http/serve-route';
import { testPayments } from '../../integrations/payments/test-payments';
import { requireThonReach } from '../thons/thon-reach';
import { THON_RUNNER_ROLES, WHOLE_THON_ACTORS } from '../thons/thon-roles';
import { findEventIdByCode } from '../thons/thon-settings.queries';
import { cardCallLimits } from './card-call-limits';
import { confirmCard } from './confirm-card';
import { readGivingStatement } from './giving-statement';
import { cancelPledge, changePledge, payPledge, readManagedPledge } from './manage-pledge';
import { readPledgeForm } from './pledge-form';
import { findPledgeIdByToken } from './pledge-links';
import { readPledgeList, resendPaymentRequest, writeOffPledge } from './pledge-list';
import { readPledgeParticipants } from './pledge-participants';
import { findPledge, findPledgeByKey, findPledgeThon } from './pledges.queries';
import { nothingStoredWhenDown, submitPledge } from './submit-pledge';

/** Donors need no account: the form, the submission and the receipt's link serve anyone. */
const donors = { area: 'open', who: 'anyone' } as const;
const runners = { area: 'general', who: THON_RUNNER_ROLES } as const;
/** The pledges tab is the Thon's money: its organisers, franchisee and super administrators. */
const NO_THON = '00000000-0000-0000-0000-000000000000';

export function pledgeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { config, database } = deps;
  const { db } = database;
  const payments = deps.payments ?? testPayments;
  return async (app) => {
    const context = (log: typeof app.log) => ({ db, config, log, payments });
    const cardCalls = cardCallLimits(app, { config, db });

    serve(
      app,
      pledgesFormRoute,
      {
        config: { access: donors },
        schema: {
          tags: ['pledges'],
          summary: 'What the pledge form shows for a Thon, and for the participant the link names',
        },
      },
      async (request) =>
        readPledgeForm(db, payments, {
          eventCode: request.params.eventCode,
          participantId: request.query.Participant,
        }),
    );

    serve(
      app,
      pledgesParticipantsRoute,
      {
        config: { access: { area: 'parent', who: 'signed-in' } },
        schema: {
          tags: ['pledges'],
          summary:
            'Whom the caller may enter a pledge for: themselves, their children, and the participants ' +
            'within their reach on the Thon staff; refused to anyone who reaches none',
        },
      },
      async (request) => readPledgeParticipants(db, request, { eventCode: request.params.eventCode }),
    );

    serve(
      app,
      pledgesSubmitRoute,
      {
        config: { access: donors, rateLimit: cardCalls.perAddress },
        schema: {
          tags: ['pledges'],
          summary:
            'Makes a pledge, per unit or flat, to a participant or the Thon itself: a flat gift is charged ' +
            'at once, a per-unit pledge saves the card; the same IdempotencyKey makes one pledge',
        },
      },
      async (request, reply) => {
        const { CaptchaId, CaptchaAnswer, ...pledge } = request.body;
        const thon = await findPledgeThon(db, { eventCode: pledge.EventCode });
        const call = {
          call: 'submit',
          thonId: thon?.id ?? null,
          captcha: { CaptchaId, CaptchaAnswer },
        } as const;
        return cardCalls
          .run(request, reply, call, () =>
            submitPledge(
              context(request.log),
              { ...pledge, Language: pledge.Language ?? requestLanguage(request) },
              request.session?.UserId ?? null,
            ),
          )
          .catch(nothingStoredWhenDown);
      },
    );

    serve(
      app,
      pledgesConfirmCardRoute,
      {
        config: { access: donors, rateLimit: cardCalls.perAddress },
        schema: {
          tags: ['pledges'],
          summary:
            "Finishes a submission's card step after the bank's own check ran in the donor's browser " +
            '(3-D Secure): the provider says whether the gift was paid or the card saved',
        },
      },
      async (request, reply) => {
        const pledge = await findPledgeByKey(db, { idempotencyKey: request.body.IdempotencyKey });
        const call = { call: 'confirm', thonId: pledge?.eventId ?? null, captcha: {} } as const;
        return cardCalls.run(request, reply, call, () => confirmCard(context(request.log), request.body));
      },
    );

    serve(
      app,
      pledgesManageRoute,
      {
        config: { access: donors },
        schema: {
          tags: ['pledges'],
          summary: "The pledge a receipt's secret link opens, and what the donor may still do with it",
        },
      },
      async (request) => readManagedPledge(context(request.log), request.params.token),
    );

    serve(
      app,
      pledgesGivingStatementRoute,
      {
        config: { access: donors },
        schema: {
          tags: ['pledges'],
          summary:
            "A year's giving statement (PDF) of the address behind a receipt's link: every card payment it made, each organisation's total and, where tax-exempt, its acknowledgement",
        },
      },
      async (request, reply) => {
        const { fileName, pdf } = await readGivingStatement(db, {
          token: request.params.token,
          year: request.query.Year,
        });
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    );

    serve(
      app,
      pledgesChangeRoute,
      {
        config: { access: donors },
        schema: {
          tags: ['pledges'],
          summary: "Changes a pledge's terms from its link, until the Thon is completed",
        },
      },
      async (request) => {
        const { Token, ...terms } = request.body;
        return changePledge(context(request.log), Token, terms);
      },
    );

    serve(
      app,
      pledgesCancelRoute,
      {
        config: { access: donors },
        schema: {
          tags: ['pledges'],
          summary: 'Cancels a pledge from its link, until the Thon is completed',
        },
      },
      async (request) => cancelPledge(context(request.log), request.body.Token),
    );

    serve(
      app,
      pledgesPayRoute,
      {
        config: { access: donors, rateLimit: cardCalls.perAddress },
        schema: {
          tags: ['pledges'],
          summary: "Pays a pledge whose charge failed with another card, from the payment request's link",
        },
      },
      async (request, reply) => {
        const { Token, PaymentMethod, CaptchaId, CaptchaAnswer } = request.body;
        const pledgeId = await findPledgeIdByToken(db, { token: Token });
        const pledge = pledgeId ? await findPledge(db, { pledgeId }) : undefined;
        const call = {
          call: 'pay',
          thonId: pledge?.eventId ?? null,
          captcha: { CaptchaId, CaptchaAnswer },
        } as const;
        return cardCalls.run(request, reply, call, () =>
          payPledge(context(request.log), Token, PaymentMethod),
        );
      },
    );

    serve(
      app,
      pledgesListRoute,
      {
        config: { personalData: 'the pledge list', access: runners },
        schema: {
          tags: ['pledges'],
          summary: "The pledges tab: a Thon's pledges and where each stands, filtered by progress and kind",
        },
      },
      async (request) => {
        const eventId = (await findEventIdByCode(db, { eventCode: request.params.eventCode })) ?? NO_THON;
        const reach = await requireThonReach(db, request, eventId, WHOLE_THON_ACTORS);
        const { Progress, Kind, Page } = request.query;
        return readPledgeList(db, {
          eventId: reach.event.id,
          page: Page,
          ...(Progress ? { progress: Progress } : {}),
          ...(Kind ? { kind: Kind } : {}),
        });
      },
    );

    serve(
      app,
      pledgesResendPaymentRequestRoute,
      {
        config: { access: runners },
        schema: {
          tags: ['pledges'],
          summary: 'E-mails the donor of a failed charge a fresh link to pay with another card',
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        return resendPaymentRequest(context(request.log), {
          eventId: reach.event.id,
          pledgeId: request.body.PledgeId,
        });
      },
    );

    serve(
      app,
      pledgesWriteOffRoute,
      {
        config: { access: runners },
        schema: {
          tags: ['pledges'],
          summary: 'Stops chasing a failed charge: no more retries, no longer outstanding',
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        return writeOffPledge(db, { eventId: reach.event.id, pledgeId: request.body.PledgeId });
      },
    );
  };
}
