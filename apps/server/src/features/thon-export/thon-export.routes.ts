import { thonsExportRoute } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { logThonPersonalDataView } from '../../http/personal-data-log';
import { serve } from '../../http/serve-route';
import { requireThonReach } from '../thons/thon-reach';
import { THON_RUNNER_ROLES, WHOLE_THON_ACTORS } from '../thons/thon-roles';
import { findEventIdByCode } from '../thons/thon-settings.queries';
import { thonExportArchive } from './thon-export';

// Those who run the Thon; teachers and team leaders reach only part of it, and export that part
// from the collections page.
const runners = { area: 'general', who: THON_RUNNER_ROLES } as const;
// An id no Thon has: an unknown event code is refused exactly like someone else's Thon.
const NO_THON = '00000000-0000-0000-0000-000000000000';
/** What a parent reads in their child's access log. */
const EXPORT_VIEW = "the Thon's full export";

export function thonExportRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      thonsExportRoute,
      {
        config: { personalData: EXPORT_VIEW, access: runners },
        schema: {
          tags: ['thons'],
          summary:
            "All of a Thon's data (participants, pledges, payments, results, messages sent) as one zip: a CSV per table and an XLSX workbook with a sheet per table; money in dollars, times in ISO 8601, cells that look like formulas neutralised",
        },
      },
      async (request, reply) => {
        const eventId = (await findEventIdByCode(db, { eventCode: request.params.eventCode })) ?? NO_THON;
        const { event } = await requireThonReach(db, request, eventId, WHOLE_THON_ACTORS);
        await logThonPersonalDataView(db, { session: request.session, eventId: event.id, what: EXPORT_VIEW });
        const stop = new AbortController();
        const archive = await thonExportArchive(db, {
          eventId: event.id,
          workbookName: `${event.eventCode}.xlsx`,
          signal: stop.signal,
        });
        // A client that goes away stops the reading rather than leaving it waiting for a reader.
        reply.raw.on('close', () => {
          if (reply.raw.writableFinished) return;
          stop.abort();
          archive.abort();
        });
        return reply
          .type('application/zip')
          .header('Content-Disposition', `attachment; filename="${event.eventCode}-export.zip"`)
          .header('Cache-Control', 'private, no-store')
          .send(archive);
      },
    );
  };
}
