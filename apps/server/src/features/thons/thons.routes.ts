import {
  EVENT_CODE_PATTERN,
  thonCompletionToConfirmSchema,
  thonsCompleteParticipantRoute,
  thonsCompleteRoute,
  thonsCreateRoute,
  thonsIsEventCodeAvailableRoute,
  thonsSettingsRoute,
  thonsUpdateSettingsRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { localPaymentAccounts } from '../../integrations/payments/local-payment-accounts';
import { announceChargingOf } from '../../jobs/pledge-charging';
import { completeThon } from './complete-thon';
import { createThon } from './create-thon';
import { requireThonReach } from './thon-reach';
import { THON_RUNNER_ROLES, WHOLE_THON_ACTORS } from './thon-roles';
import { readThonSettings, updateThonSettings } from './thon-settings';
import { findEventIdByCode, markParticipantCompleted } from './thon-settings.queries';
import { findFranchiseOf, isEventCodeTaken } from './thon-setup.queries';

/** Organisers, franchisees and super administrators create and run Thons (super administrators hold every role). */
const access = { area: 'general', who: THON_RUNNER_ROLES } as const;
/** Teachers and team leaders see their class or team, but the Thon's settings are not theirs. */
// An id no Thon has: an unknown event code is refused exactly like someone else's Thon.
const NO_THON = '00000000-0000-0000-0000-000000000000';

export function thonRoutes({
  config,
  database: { db },
  jobs,
  paymentAccounts,
}: AppDeps): FastifyPluginAsyncZod {
  const accounts = paymentAccounts ?? localPaymentAccounts;
  return async (app) => {
    serve(
      app,
      thonsIsEventCodeAvailableRoute,
      {
        config: { access },
        schema: {
          tags: ['thons'],
          summary: 'Whether an event code is free for a new Thon, or for the Thon EventId being edited',
        },
      },
      async (request) => {
        const { eventCode } = request.params;
        const { EventId } = request.query;
        if (EventId) await requireThonReach(db, request, EventId, WHOLE_THON_ACTORS);
        if (!EVENT_CODE_PATTERN.test(eventCode))
          return { Available: false, Message: messages.invalidEventCode };
        const taken = await isEventCodeTaken(db, {
          eventCode,
          ...(EventId ? { exceptEventId: EventId } : {}),
        });
        return { Available: !taken, Message: taken ? messages.eventCodeTaken : null };
      },
    );

    serve(
      app,
      thonsCreateRoute,
      {
        config: { access },
        schema: {
          tags: ['thons'],
          summary:
            'Creates a Thon: its payment account at the provider, then organisation, event, reminders and ' +
            'organiser grant; the same IdempotencyKey resumes an interrupted creation',
        },
      },
      async (request) => {
        const session = requireSession(request);
        const userId = session.UserId;
        if (!userId) throw new AppError('forbidden', messages.accessDenied);
        const franchiseeId =
          session.IsFranchiseeUser || session.IsFranchiseeTeamLeader
            ? await findFranchiseOf(db, { userId })
            : null;
        return createThon(
          { db, accounts, publicUrl: config.publicUrl, log: request.log },
          { userId, isOrganizer: session.Roles.includes('organizer'), franchiseeId },
          request.body,
        );
      },
    );

    serve(
      app,
      thonsSettingsRoute,
      {
        config: { access },
        schema: {
          tags: ['thons'],
          summary:
            "A Thon's settings, link and reminder dates (its organisers, franchisee and super administrators)",
        },
      },
      async (request) => {
        const eventId = (await findEventIdByCode(db, { eventCode: request.params.eventCode })) ?? NO_THON;
        const reach = await requireThonReach(db, request, eventId, WHOLE_THON_ACTORS);
        return readThonSettings(db, { eventId: reach.event.id, publicUrl: config.publicUrl });
      },
    );

    serve(
      app,
      thonsUpdateSettingsRoute,
      {
        config: { access },
        schema: {
          tags: ['thons'],
          summary: "Saves a Thon's settings; a new event date moves its reminder dates",
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        await updateThonSettings(db, { organizationId: reach.event.organizationId, request: request.body });
        return readThonSettings(db, { eventId: reach.event.id, publicUrl: config.publicUrl });
      },
    );

    serve(
      app,
      thonsCompleteRoute,
      {
        config: { access, personalData: 'the participants without results, at completion' },
        schema: {
          tags: ['thons'],
          summary:
            'Marks a Thon completed and asks for its pledges to be charged; before its event date or with ' +
            'participants without results it answers 409 with them and their per-unit pledges until Confirmed',
          response: { 409: thonCompletionToConfirmSchema },
        },
      },
      async (request, reply) => {
        const reach = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        const completion = await completeThon(db, {
          eventId: reach.event.id,
          userId: requireSession(request).UserId,
          confirmed: request.body.Confirmed === true,
          now: new Date(),
        });
        if (!completion.completed) return reply.code(409).send(completion.toConfirm);
        await announceChargingOf(jobs, db, { eventId: reach.event.id });
        return { Success: true as const, Message: messages.thonCompleted };
      },
    );

    serve(
      app,
      thonsCompleteParticipantRoute,
      {
        config: { access },
        schema: {
          tags: ['thons'],
          summary: "Marks one participant completed and asks for their pledges' payments to be processed",
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        const userId = requireSession(request).UserId;
        const found = await db.transaction((tx) =>
          markParticipantCompleted(tx, {
            eventId: reach.event.id,
            participantId: request.body.ParticipantId,
            userId,
          }),
        );
        if (!found) throw new AppError('not_found', messages.notFound);
        await announceChargingOf(jobs, db, { eventId: reach.event.id });
        return { Success: true as const, Message: messages.participantCompleted };
      },
    );
  };
}
