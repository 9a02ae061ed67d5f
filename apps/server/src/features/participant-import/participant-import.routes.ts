import multipart from '@fastify/multipart';
import {
  errorBodySchema,
  thonParticipantsImportPreviewRoute,
  thonParticipantsImportRoute,
} from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { serve } from '../../http/serve-route';
import { uploadRateLimit } from '../../http/upload-rate-limit';
import { askForFreshStatistics } from '../../jobs/planner-statistics';
import { requireThonReach, THON_ACTORS } from '../thons/thon-reach';
import { THON_STAFF_ROLES } from '../thons/thon-roles';
import { importParticipants, previewImport } from './import-participants';
import { readImportUpload } from './read-import-upload';

// Everyone on a Thon's staff imports within their reach: a teacher into their class, a team leader
// into their team; only those who reach the whole Thon create the teams a file names (decision 045).
const access = {
  area: 'general',
  who: THON_STAFF_ROLES,
} as const;
const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  413: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};

export function participantImportRoutes({ config, database: { db }, jobs }: AppDeps): FastifyPluginAsyncZod {
  const rateLimit = uploadRateLimit(config.ROSTER_UPLOADS_PER_HOUR);
  return async (app) => {
    await app.register(multipart);

    serve(
      app,
      thonParticipantsImportPreviewRoute,
      {
        config: { access, rateLimit },
        schema: {
          tags: ['participants'],
          summary:
            'Multipart participant list (EventId, File as CSV or XLSX): the row by row report of what an ' +
            'import would do, changing nothing (teachers into their class, team leaders into their team)',
          response: { ...errors },
        },
      },
      async (request) => {
        const upload = await readImportUpload(request);
        const reach = await requireThonReach(db, request, upload.eventId, THON_ACTORS);
        return previewImport(db, reach, upload.file);
      },
    );

    serve(
      app,
      thonParticipantsImportRoute,
      {
        config: { access, rateLimit },
        schema: {
          tags: ['participants'],
          summary:
            'Multipart participant list (EventId, Strict, File): adds its good rows in one transaction; the ' +
            'same file again adds nothing, nor do rows of participants the Thon already has; Strict=true ' +
            'refuses the file if any row has a problem',
          response: { ...errors },
        },
      },
      async (request) => {
        const upload = await readImportUpload(request);
        const reach = await requireThonReach(db, request, upload.eventId, THON_ACTORS);
        const report = await importParticipants(db, reach, {
          file: upload.file,
          strict: upload.strict,
          userId: requireSession(request).UserId,
        });
        // A school's roster can be thousands of rows: the planner must know they are there.
        await askForFreshStatistics(jobs);
        return report;
      },
    );
  };
}
