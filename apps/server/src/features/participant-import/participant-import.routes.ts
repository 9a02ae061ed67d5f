import multipart from '@fastify/multipart';
import { errorBodySchema, importReportSchema } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { requireThonReach } from '../thons/thon-reach';
import { importParticipants, previewImport } from './import-participants';
import { readImportUpload } from './read-import-upload';

// Importing shapes the whole Thon (it creates teams), so it is for those who reach all of it.
const WHOLE_THON = ['super_admin', 'organizer', 'franchisee'] as const;
const access = { area: 'general', who: ['organizer', 'franchisee_user', 'franchisee_team_leader'] } as const;
const errors = { 400: errorBodySchema, 403: errorBodySchema, 413: errorBodySchema, 422: errorBodySchema };

export function participantImportRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);

    app.post(
      '/api/ThonParticipants/ImportPreview',
      {
        config: { access },
        schema: {
          tags: ['participants'],
          summary:
            'Multipart participant list (EventId, File as CSV or XLSX): the row by row report of what an ' +
            'import would do, changing nothing',
          consumes: ['multipart/form-data'],
          response: { 200: importReportSchema, ...errors },
        },
      },
      async (request) => {
        const upload = await readImportUpload(request);
        const reach = await requireThonReach(db, request, upload.eventId, WHOLE_THON);
        return previewImport(db, reach, upload.file);
      },
    );

    app.post(
      '/api/ThonParticipants/Import',
      {
        config: { access },
        schema: {
          tags: ['participants'],
          summary:
            'Multipart participant list (EventId, Strict, File): adds its good rows in one transaction; the ' +
            'same file again adds nothing; Strict=true refuses the file if any row has a problem',
          consumes: ['multipart/form-data'],
          response: { 200: importReportSchema, ...errors },
        },
      },
      async (request) => {
        const upload = await readImportUpload(request);
        const reach = await requireThonReach(db, request, upload.eventId, WHOLE_THON);
        return importParticipants(db, reach, {
          file: upload.file,
          strict: upload.strict,
          userId: requireSession(request).UserId,
        });
      },
    );
  };
}
