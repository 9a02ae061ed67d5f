import {
  collectionsBulkPaymentRoute,
  collectionsExportRoute,
  collectionsOfflinePledgeRoute,
  collectionsSummaryRoute,
} from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { serve } from '../../http/serve-route';
import { sendSpreadsheet } from '../../http/spreadsheet-download';
import { requireThonReach, THON_ACTORS } from '../thons/thon-reach';
import { THON_STAFF_ROLES, WHOLE_THON_ACTORS } from '../thons/thon-roles';
import { collectionsExport } from './collections-export';
import { collectionsSummary } from './collections-summary';
import { recordBulkPayment } from './record-bulk-payment';
import { recordOfflinePledge } from './record-offline-pledge';

// The Thon's staff read collections within their reach; those who run the whole Thon record money.
const staff = {
  area: 'general',
  who: THON_STAFF_ROLES,
} as const;

export function collectionRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      collectionsSummaryRoute,
      {
        config: { personalData: 'the collections page', access: staff },
        schema: {
          tags: ['collections'],
          summary: 'Pledged, collected and outstanding per participant and team, and the pledges still open',
        },
      },
      async (request) =>
        collectionsSummary(db, await requireThonReach(db, request, request.params.eventId, THON_ACTORS)),
    );

    serve(
      app,
      collectionsOfflinePledgeRoute,
      {
        config: { access: staff },
        schema: {
          tags: ['collections'],
          summary: 'Records a cash or check pledge, collected now or later',
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        return recordOfflinePledge(db, { reach, input: request.body });
      },
    );

    serve(
      app,
      collectionsBulkPaymentRoute,
      {
        config: { access: staff },
        schema: {
          tags: ['collections'],
          summary: 'Records one cash or check payment over the selected pledges, each for what it still owes',
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        return recordBulkPayment(db, { reach, input: request.body });
      },
    );

    serve(
      app,
      collectionsExportRoute,
      {
        config: { personalData: 'the collections export', access: staff },
        schema: {
          tags: ['collections'],
          summary:
            'The pledges or the collections as a CSV or XLSX download, cells that look like formulas neutralised',
        },
      },
      async (request, reply) => {
        const reach = await requireThonReach(db, request, request.params.eventId, THON_ACTORS);
        const { What, Format } = request.query;
        const file = await collectionsExport(db, { reach, what: What, format: Format });
        return sendSpreadsheet(reply, { file, format: Format, name: `${reach.event.eventCode}-${What}` });
      },
    );
  };
}
