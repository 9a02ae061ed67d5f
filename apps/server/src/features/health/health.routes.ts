import { healthResponseSchema, healthRoute } from '@pledgethon/contracts';
import { sql } from '@pledgethon/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { serve } from '../../http/serve-route';

async function databaseAnswers(deps: AppDeps): Promise<boolean> {
  try {
    await deps.database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export function healthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      healthRoute,
      {
        config: { access: { area: 'open', who: 'anyone' } },
        schema: {
          tags: ['health'],
          summary: 'Whether the server, its database and its job queue answer',
          response: { 503: healthResponseSchema },
        },
      },
      async (_request, reply) => {
        const [database, jobs] = await Promise.all([databaseAnswers(deps), deps.jobs.isHealthy()]);
        const healthy = database && jobs;
        return reply.status(healthy ? 200 : 503).send({
          Status: healthy ? 'ok' : 'degraded',
          Database: { Status: database ? 'ok' : 'unavailable', Engine: deps.database.kind },
          JobQueue: { Status: jobs ? 'ok' : 'unavailable' },
          Version: deps.version,
          UptimeSeconds: Math.floor(process.uptime()),
        });
      },
    );
  };
}
