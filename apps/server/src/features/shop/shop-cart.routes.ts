import {
  shopCartBuilderRoute,
  shopCartThonsRoute,
  shopCheckoutRoute,
  shopSavePrizeLevelsRoute,
} from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { serve } from '../../http/serve-route';
import { requireThonReach } from '../thons/thon-reach';
import { THON_RUNNER_ROLES, WHOLE_THON_ACTORS } from '../thons/thon-roles';
import { buildCart } from './cart-builder';
import { findCartThons } from './cart-builder.queries';
import { checkout } from './checkout';
import { savePrizeLevels } from './save-prize-levels';

// A Thon's organisers and its territory's franchisee people buy for it (super administrators too).
const access = { area: 'shop', who: THON_RUNNER_ROLES } as const;

export function shopCartRoutes({ config, database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      shopCartThonsRoute,
      {
        config: { access },
        schema: {
          tags: ['shop'],
          summary: 'The Thons the caller may order for, the latest event first',
        },
      },
      async (request) => {
        const session = requireSession(request);
        const thons = await findCartThons(db, {
          userId: session.UserId ?? '',
          everyThon: session.IsSuperAdmin,
        });
        return thons.map((thon) => ({
          EventId: thon.id,
          Name: thon.name,
          EventCode: thon.eventCode,
          EventDate: thon.eventDate,
        }));
      },
    );

    serve(
      app,
      shopCartBuilderRoute,
      {
        config: { access },
        schema: {
          tags: ['shop'],
          summary:
            "A Thon's computed order from one vendor: shirts by size, prizes per prize level, goods by head count, each with why",
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.query.EventId, WHOLE_THON_ACTORS);
        return buildCart(db, { reach, vendorId: request.query.VendorId });
      },
    );

    serve(
      app,
      shopSavePrizeLevelsRoute,
      {
        config: { access },
        schema: {
          tags: ['shop'],
          summary: "Replaces a Thon's prize levels (name, pledged amount reached, prize product)",
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        return savePrizeLevels(db, { eventId: reach.event.id, levels: request.body.Levels });
      },
    );

    serve(
      app,
      shopCheckoutRoute,
      {
        config: { access },
        schema: {
          tags: ['shop'],
          summary:
            "Places one vendor's order for a Thon in one transaction, once per IdempotencyKey; delivery before the event; the vendor's users are e-mailed",
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        const session = requireSession(request);
        return checkout(
          { db, config, log: request.log },
          { reach, userId: session.UserId ?? '', input: request.body },
        );
      },
    );
  };
}
