import {
  healthReadyRoute,
  healthResponseSchema,
  healthRoute,
  readinessResponseSchema,
} from '@pledgethon/contracts';
import { sql } from '@pledgethon/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { DependencyOutages } from '../../http/dependency-outages';
import { serve } from '../../http/serve-route';
import { databaseWrites, dataDirectoryWrites } from './readiness';

async function databaseAnswers(deps: AppDeps): Promise<boolean> {
  try {
    await deps.database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

const status = (works: boolean) => ({ Status: works ? ('ok' as const) : ('unavailable' as const) });

export function healthRoutes(deps: AppDeps, outages: DependencyOutages): FastifyPluginAsyncZod {
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
    serve(
      app,
      healthReadyRoute,
      {
        config: { access: { area: 'open', who: 'anyone' } },
        schema: {
          tags: ['health'],
          summary: 'Whether this process can take calls: its database takes a write, its data folder a file',
          response: { 503: readinessResponseSchema },
        },
      },
      async (_request, reply) => {
        const [database, dataDirectory] = await Promise.all([
          databaseWrites(deps.database.db, outages),
          dataDirectoryWrites(deps.config),
        ]);
        const ready = database && dataDirectory;
        return reply.status(ready ? 200 : 503).send({
          Status: ready ? 'ready' : 'not ready',
          Database: status(database),
          DataDirectory: status(dataDirectory),
        });
      },
    );
  };
}
