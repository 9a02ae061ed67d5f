import { utilitiesAddParticipantTestGroupDataRoute, utilitiesClearcacheRoute } from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { sendJsonString } from '../../http/json-string';
import { serve } from '../../http/serve-route';
import { requireActingFor } from './act-for-participant';
import { referenceCacheOf } from './cache';
import { insertTestGroupData } from './test-group-data.queries';

export function utilityRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      utilitiesClearcacheRoute,
      {
        config: { access: { area: 'general', who: ['super_admin'] } },
        schema: {
          tags: ['utilities'],
          summary:
            'Drops the reference data this server keeps in memory (the shop catalogue), so the next ' +
            'reads come from the database; super administrators only',
        },
      },
      async (request, reply) => {
        const dropped = await referenceCacheOf(db).clear();
        request.log.info({ dropped }, 'reference cache cleared');
        return sendJsonString(reply, 'true');
      },
    );

    serve(
      app,
      utilitiesAddParticipantTestGroupDataRoute,
      {
        config: { access: { area: 'parent', who: 'signed-in' } },
        schema: {
          tags: ['utilities'],
          summary: 'Records which variant of a page experiment a participant saw (the first report stands)',
        },
      },
      async (request) => {
        const session = requireSession(request);
        const body = request.body;
        await requireActingFor(db, session, body.ParticipantId);
        await insertTestGroupData(db, {
          participantId: body.ParticipantId,
          gaUserId: body.GA_UserId ?? null,
          gExperimentId: body.G_ExperimentId,
          gVariantId: body.G_VariantId,
          gVariantName: body.G_VariantName ?? null,
          eContainerId: body.E_ContainerId ?? null,
        });
        return true as const;
      },
    );
  };
}
