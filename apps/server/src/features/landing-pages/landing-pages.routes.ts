import {
  landingPageAddLandingPageRoute,
  landingPageDeleteLandingPageRoute,
  landingPageGetLandingPagesRoute,
  landingPageIsLandingPageAvailableForAddRoute,
  landingPageIsLandingPageAvailableForUpdateRoute,
  landingPageUpdateLandingPageRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { requireThonReach } from '../thons/thon-reach';
import { THON_RUNNER_ROLES, WHOLE_THON_ACTORS } from '../thons/thon-roles';
import { findLandingPages, findOwnedLandingPage } from './landing-pages.queries';
import {
  addLandingPage,
  landingPageOf,
  landingUrlAvailability,
  removeLandingPage,
  saveLandingPage,
} from './save-landing-page';

/** The people who run Thons manage their pages (super administrators hold every role). */
const access = { area: 'general', who: THON_RUNNER_ROLES } as const;
/** A Thon's organisers, its franchisee and super administrators may change its pages. */

export function landingPageRoutes({ config, database: { db } }: AppDeps): FastifyPluginAsyncZod {
  /** Whose pages the caller may change: null reaches every page (a super administrator). */
  const ownerOf = (request: Parameters<typeof requireSession>[0]) => {
    const session = requireSession(request);
    if (session.IsSuperAdmin) return null;
    if (!session.UserId) throw new AppError('forbidden', messages.accessDenied);
    return session.UserId;
  };

  return async (app) => {
    serve(
      app,
      landingPageGetLandingPagesRoute,
      {
        config: { access },
        schema: {
          tags: ['landing pages'],
          summary: 'The landing pages of the Thons the caller runs (every page for a super administrator)',
        },
      },
      async (request) => {
        const rows = await findLandingPages(db, { userId: ownerOf(request) });
        return { LandingPages: rows.map((row) => landingPageOf(row, config.publicUrl)) };
      },
    );

    serve(
      app,
      landingPageIsLandingPageAvailableForAddRoute,
      {
        config: { access },
        schema: {
          tags: ['landing pages'],
          summary: 'Whether an address is free for a new landing page (not reserved, no page, no event code)',
        },
      },
      async (request) => landingUrlAvailability(db, { url: request.params.url }),
    );

    serve(
      app,
      landingPageIsLandingPageAvailableForUpdateRoute,
      {
        config: { access },
        schema: {
          tags: ['landing pages'],
          summary: 'Whether the page Id may take the address Url: free, or already its own (decision 047)',
        },
      },
      async (request) => {
        const { Id, Url } = request.query;
        const page = await findOwnedLandingPage(db, { id: Id, userId: ownerOf(request) });
        if (!page) throw new AppError('forbidden', messages.accessDenied);
        return landingUrlAvailability(db, { url: Url, exceptId: page.id });
      },
    );

    serve(
      app,
      landingPageAddLandingPageRoute,
      {
        config: { access },
        schema: {
          tags: ['landing pages'],
          summary: 'Adds a landing page for a Thon the caller runs, after checking its address',
        },
      },
      async (request) => {
        await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        const id = await addLandingPage(db, {
          request: request.body,
          userId: requireSession(request).UserId,
        });
        return { Success: true as const, Message: messages.saved, Id: id };
      },
    );

    serve(
      app,
      landingPageUpdateLandingPageRoute,
      {
        config: { access },
        schema: {
          tags: ['landing pages'],
          summary:
            "Saves a landing page the caller owns, after checking its address; it may move to another of the caller's Thons",
        },
      },
      async (request) => {
        await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        await saveLandingPage(db, { request: request.body, ownerUserId: ownerOf(request) });
        return { Success: true as const, Message: messages.saved };
      },
    );

    serve(
      app,
      landingPageDeleteLandingPageRoute,
      {
        config: { access },
        schema: {
          tags: ['landing pages'],
          summary: 'Deletes a landing page the caller owns',
        },
      },
      async (request) => {
        await removeLandingPage(db, { id: request.params.id, ownerUserId: ownerOf(request) });
        return { Success: true as const, Message: messages.landingPageDeleted };
      },
    );
  };
}
