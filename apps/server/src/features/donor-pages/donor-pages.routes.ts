import {
  participantPageRoute,
  publicEventParamsSchema,
  thonPageByCodeRoute,
  thonPageRoute,
} from '@pledgethon/contracts';
import { eventLink, participantPageUrl, thonPagePath } from '@pledgethon/core';
import type { DonorPageProps, ServerPages } from '@pledgethon/web/server-pages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { keptPage, sendKeptPage } from '../../http/pages/kept-pages';
import { LANGUAGE_VARY, pageLanguageOf } from '../../http/pages/page-language';
import type { PageResources } from '../../http/pages/page-resources';
import { loadServerPages } from '../../http/pages/server-pages';
import { serve } from '../../http/serve-route';
import { publicEvent, publicParticipant, sponsorUpdatePage } from '../public-thon/public-thon';
import { DONOR_PAGE_STYLE } from './donor-page-style';
import { donorPageOfLink, UUID } from './old-child-links';

// The donor path: anyone, signed in or not, opens these from a link they were sent.
const open = { area: 'open', who: 'anyone' } as const;
// Only text that could be an event code is looked up: the database cannot even compare some (U+0000).
const mayBeEventCode = (code: string) => publicEventParamsSchema.shape.eventCode.safeParse(code).success;

/** The page of sponsor updates asked for with ?updates=N; anything else is the first. */
const updatesPageOf = (value: string | undefined) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
};

type Page = Omit<DonorPageProps, 'year'>;

/**
 * What the language switch keeps of the address: the path, and the page of sponsor updates. The first
 * page is kept drawn for every visitor in a language, so it cannot carry one visitor's query.
 */
const switchAddress = (url: string, page: number) => {
  const path = url.split('?', 1)[0] ?? '/';
  return page === 1 ? path : `${path}?updates=${page}`;
};

/**
 * GET /event/{eventCode} and /event/{eventCode}/p/{participantId}: the public Thon and participant
 * pages as HTML drawn here (decision 091) from the web app's components (decision 144), from the same
 * kept answers as their JSON calls (decision 056).
 * An older link that names a child on the Thon's page goes on to the child's (decision 120).
 */
export function donorPageRoutes(
  { database: { db }, config }: AppDeps,
  resources: PageResources,
): FastifyPluginAsyncZod {
  const donorResources = { style: DONOR_PAGE_STYLE, script: resources.donorScript };
  const draw = (pages: ServerPages, page: Page) =>
    pages.donorPage(donorResources, { ...page, year: new Date().getFullYear() });
  const head = (reply: FastifyReply, status: number) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      // The totals change with every pledge: checked again on each visit, as the landing pages are.
      .header('cache-control', 'no-cache')
      .header('vary', LANGUAGE_VARY);
  const send = async (reply: FastifyReply, status: number, page: Page) =>
    head(reply, status).send(draw(await loadServerPages(), page));
  /** The first page of a kept answer, in the visitor's language: drawn and compressed once. */
  const sendKept = async (request: FastifyRequest, reply: FastifyReply, answer: object, page: Page) => {
    const pages = await loadServerPages();
    return sendKeptPage(
      request,
      head(reply, 200),
      keptPage(answer, page.language, () => draw(pages, page)),
    );
  };
  return async (app) => {
    serve(
      app,
      thonPageRoute,
      {
        config: { access: open },
        schema: {
          tags: ['pages'],
          summary: "A Thon's public page, rendered for donors; ?updates=N shows that page of sponsor updates",
        },
      },
      async (request, reply) => {
        const language = pageLanguageOf(request, reply);
        const { eventCode } = request.params;
        const event = mayBeEventCode(eventCode) ? await publicEvent(db, eventCode) : undefined;
        if (!event) {
          return send(reply, 404, {
            language,
            url: `${config.publicUrl}${thonPagePath(eventCode)}`,
            address: switchAddress(request.url, 1),
            page: { kind: 'unknownThon', eventCode },
          });
        }
        if (request.query.participant !== undefined) {
          return reply.redirect(await donorPageOfLink(db, event.EventCode, request.url), 302);
        }
        const page = updatesPageOf(request.query.updates);
        const updates =
          page === 1 ? event.SponsorUpdates : await sponsorUpdatePage(db, { eventId: event.EventId, page });
        const thonPage: Page = {
          language,
          url: eventLink(config.publicUrl, event.EventCode),
          address: switchAddress(request.url, page),
          page: { kind: 'thon', event, updates },
        };
        return page === 1 ? sendKept(request, reply, event, thonPage) : send(reply, 200, thonPage);
      },
    );

    serve(
      app,
      participantPageRoute,
      {
        config: { access: open },
        schema: {
          tags: ['pages'],
          summary: "A participant's public page, rendered for donors: their progress toward their own goal",
        },
      },
      async (request, reply) => {
        const language = pageLanguageOf(request, reply);
        const { eventCode, participantId } = request.params;
        const participant =
          UUID.test(participantId) && mayBeEventCode(eventCode)
            ? await publicParticipant(db, eventCode, participantId)
            : undefined;
        if (!participant) {
          return send(reply, 404, {
            language,
            url: `${config.publicUrl}${thonPagePath(eventCode)}`,
            address: switchAddress(request.url, 1),
            page: { kind: 'notFound' },
          });
        }
        const page = updatesPageOf(request.query.updates);
        const updates =
          page === 1
            ? participant.SponsorUpdates
            : await sponsorUpdatePage(db, { eventId: participant.EventId, participantId, page });
        const participantPage: Page = {
          language,
          url: participantPageUrl(config.publicUrl, participant.EventCode, participant.ParticipantId),
          address: switchAddress(request.url, page),
          page: { kind: 'participant', participant, updates },
        };
        return page === 1
          ? sendKept(request, reply, participant, participantPage)
          : send(reply, 200, participantPage);
      },
    );

    serve(
      app,
      thonPageByCodeRoute,
      {
        config: { access: open },
        schema: {
          tags: ['pages'],
          summary: "The event-code entry of the 'Thon not found' page: sends the browser to that Thon's page",
        },
      },
      async (request, reply) => {
        const code = request.query.code?.trim();
        return reply.redirect(code ? thonPagePath(code) : '/home', 302);
      },
    );
  };
}
