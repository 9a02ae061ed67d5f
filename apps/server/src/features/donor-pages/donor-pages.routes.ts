import {
  participantPageRoute,
  publicEventParamsSchema,
  thonPageByCodeRoute,
  thonPageRoute,
} from '@pledgethon/contracts';
import { eventLink, participantPageUrl, thonPagePath } from '@pledgethon/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { keptPage, sendKeptPage } from '../../http/pages/kept-pages';
import type { PageResources } from '../../http/pages/page-head';
import { LANGUAGE_VARY, pageLanguageOf } from '../../http/pages/page-language';
import { fill } from '../../http/pages/page-text';
import { serve } from '../../http/serve-route';
import { publicEvent, publicParticipant, sponsorUpdatePage } from '../public-thon/public-thon';
import { type DonorPageFrame, renderDonorPage } from './donor-page-layout';
import { donorPageTexts } from './donor-page-texts';
import { donorPageOfLink, UUID } from './old-child-links';
import { participantPageBody } from './render-participant-page';
import { notFoundBody, thonPageBody, unknownThonBody } from './render-thon-page';

// The donor path: anyone, signed in or not, opens these from a link they were sent.
const open = { area: 'open', who: 'anyone' } as const;
// Only text that could be an event code is looked up: the database cannot even compare some (U+0000).
const mayBeEventCode = (code: string) => publicEventParamsSchema.shape.eventCode.safeParse(code).success;

/** The page of sponsor updates asked for with ?updates=N; anything else is the first. */
const updatesPageOf = (value: string | undefined) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
};

type Page = Omit<DonorPageFrame, 'script'>;

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
 * pages as HTML drawn here (decision 091), from the same kept answers as their JSON calls (decision 056).
 * An older link that names a child on the Thon's page goes on to the child's (decision 120).
 */
export function donorPageRoutes(
  { database: { db }, config }: AppDeps,
  resources: PageResources,
): FastifyPluginAsyncZod {
  const draw = (page: Page) => renderDonorPage({ ...page, script: resources.donorScript });
  const head = (reply: FastifyReply, status: number) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      // The totals change with every pledge: checked again on each visit, as the landing pages are.
      .header('cache-control', 'no-cache')
      .header('vary', LANGUAGE_VARY);
  const send = (reply: FastifyReply, status: number, page: Page) => head(reply, status).send(draw(page));
  /** The first page of a kept answer, in the visitor's language: drawn and compressed once. */
  const sendKept = (request: FastifyRequest, reply: FastifyReply, answer: object, page: Page) =>
    sendKeptPage(
      request,
      head(reply, 200),
      keptPage(answer, page.language, () => draw(page)),
    );
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
        const text = donorPageTexts[language];
        const { eventCode } = request.params;
        const event = mayBeEventCode(eventCode) ? await publicEvent(db, eventCode) : undefined;
        if (!event) {
          return send(reply, 404, {
            language,
            title: text.unknownTitle,
            description: text.tryAgain,
            url: `${config.publicUrl}${thonPagePath(eventCode)}`,
            address: switchAddress(request.url, 1),
            body: unknownThonBody(eventCode),
          });
        }
        if (request.query.participant !== undefined) {
          return reply.redirect(await donorPageOfLink(db, event.EventCode, request.url), 302);
        }
        const page = updatesPageOf(request.query.updates);
        const updates =
          page === 1 ? event.SponsorUpdates : await sponsorUpdatePage(db, { eventId: event.EventId, page });
        const link = eventLink(config.publicUrl, event.EventCode);
        const thonPage = {
          language,
          title: event.Name,
          description: fill(text.organizedBy, { organization: event.OrganizationName }),
          url: link,
          address: switchAddress(request.url, page),
          get body() {
            return thonPageBody(event, { language, link, updates });
          },
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
        const text = donorPageTexts[language];
        const { eventCode, participantId } = request.params;
        const participant =
          UUID.test(participantId) && mayBeEventCode(eventCode)
            ? await publicParticipant(db, eventCode, participantId)
            : undefined;
        if (!participant) {
          return send(reply, 404, {
            language,
            title: text.shell.notFound.title,
            description: text.shell.notFound.body,
            url: `${config.publicUrl}${thonPagePath(eventCode)}`,
            address: switchAddress(request.url, 1),
            body: notFoundBody,
          });
        }
        const page = updatesPageOf(request.query.updates);
        const updates =
          page === 1
            ? participant.SponsorUpdates
            : await sponsorUpdatePage(db, { eventId: participant.EventId, participantId, page });
        const link = participantPageUrl(config.publicUrl, participant.EventCode, participant.ParticipantId);
        const participantPage = {
          language,
          title: participant.DisplayName,
          description: `${participant.EventName} · ${fill(text.organizedBy, { organization: participant.OrganizationName })}`,
          url: link,
          address: switchAddress(request.url, page),
          get body() {
            return participantPageBody(participant, { language, link, updates });
          },
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
