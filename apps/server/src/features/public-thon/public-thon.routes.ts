import {
  eventsGetPublicEventRoute,
  eventsGetPublicParticipantRoute,
  eventsGetSponsorUpdatesRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { publicEvent, publicParticipant, sponsorUpdatePage } from './public-thon';
import { findPublicEventFacts } from './public-thon.queries';

// The donor path: anyone, signed in or not, reads these by the event code they were sent.
const open = { area: 'open', who: 'anyone' } as const;

export function publicThonRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      eventsGetPublicEventRoute,
      {
        config: { access: open },
        schema: {
          tags: ['events'],
          summary:
            "A Thon's public page: totals, team leaderboard, money split, first sponsor updates; children " +
            'ranked only when the organiser turned it on',
        },
      },
      async (request) => {
        const event = await publicEvent(db, request.params.eventCode);
        if (!event) throw new AppError('not_found', messages.notFound);
        return event;
      },
    );

    serve(
      app,
      eventsGetPublicParticipantRoute,
      {
        config: { access: open },
        schema: {
          tags: ['events'],
          summary:
            "A participant's public page: their name as the parent allowed, progress toward their own goal",
        },
      },
      async (request) => {
        const { eventCode, participantId } = request.params;
        const participant = await publicParticipant(db, eventCode, participantId);
        if (!participant) throw new AppError('not_found', messages.notFound);
        return participant;
      },
    );

    serve(
      app,
      eventsGetSponsorUpdatesRoute,
      {
        config: { access: open },
        schema: {
          tags: ['events'],
          summary: "One page of a Thon's sponsor updates (5 a page), newest first",
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
