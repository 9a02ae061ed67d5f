import {
  publicEventParamsSchema,
  publicEventSchema,
  publicParticipantParamsSchema,
  publicParticipantSchema,
  publicSponsorUpdatesParamsSchema,
  publicSponsorUpdatesQuerySchema,
  sponsorUpdatePageSchema,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { publicEvent, publicParticipant, sponsorUpdatePage } from './public-thon';
import { findPublicEventFacts } from './public-thon.queries';

// The donor path: anyone, signed in or not, reads these by the event code they were sent.
const open = { area: 'open', who: 'anyone' } as const;

export function publicThonRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/events/GetPublicEvent/:eventCode',
      {
        config: { access: open },
        schema: {
          tags: ['events'],
          summary:
            "A Thon's public page: totals, team leaderboard, money split, first sponsor updates; children " +
            'ranked only when the organiser turned it on',
          params: publicEventParamsSchema,
          response: { 200: publicEventSchema },
        },
      },
      async (request) => {
        const event = await publicEvent(db, request.params.eventCode);
        if (!event) throw new AppError('not_found', messages.notFound);
        return event;
      },
    );

    app.get(
      '/api/events/GetPublicParticipant/:eventCode/:participantId',
      {
        config: { access: open },
        schema: {
          tags: ['events'],
          summary:
            "A participant's public page: their name as the parent allowed, progress toward their own goal",
          params: publicParticipantParamsSchema,
          response: { 200: publicParticipantSchema },
        },
      },
      async (request) => {
        const { eventCode, participantId } = request.params;
        const participant = await publicParticipant(db, eventCode, participantId);
        if (!participant) throw new AppError('not_found', messages.notFound);
        return participant;
      },
    );

    app.get(
      '/api/events/GetSponsorUpdates/:eventCode',
      {
        config: { access: open },
        schema: {
          tags: ['events'],
          summary: "One page of a Thon's sponsor updates (5 a page), newest first",
          params: publicSponsorUpdatesParamsSchema,
          querystring: publicSponsorUpdatesQuerySchema,
          response: { 200: sponsorUpdatePageSchema },
        },
      },
      async (request) => {
        const facts = await findPublicEventFacts(db, request.params.eventCode);
        if (!facts) throw new AppError('not_found', messages.notFound);
        const { Page, ParticipantId } = request.query;
        return sponsorUpdatePage(db, { eventId: facts.id, participantId: ParticipantId, page: Page });
      },
    );
  };
}
