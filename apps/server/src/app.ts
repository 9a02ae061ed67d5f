import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { DatabaseConnection } from '@pledgethon/db';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { accessCodeRoutes } from './features/access-codes/access-codes.routes';
import { activityRoutes } from './features/activity/activity.routes';
import { authRoutes } from './features/auth/auth.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { healthRoutes } from './features/health/health.routes';
import { messageRoutes } from './features/messages/messages.routes';
import { oauthRoutes } from './features/oauth/oauth.routes';
import { parentRoutes } from './features/parents/parents.routes';
import { participantRoutes } from './features/participants/participants.routes';
import { sessionRoutes } from './features/sessions/session.routes';
import { shopRoutes } from './features/shop/shop.routes';
import { siteRoutes } from './features/site/site.routes';
import { utilityRoutes } from './features/utilities/utilities.routes';
import { registerAreaRules } from './http/access';
import { registerApiDocs } from './http/api-docs';
import { registerErrorHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { sessionPlugin } from './http/session';
import { registerWebApp } from './http/web-app';
import type { JobQueue } from './jobs/job-queue';

export type AppDeps = {
  config: Config;
  database: DatabaseConnection;
  jobs: JobQueue;
  version: string;
  /** Folder of the built web app; pages answer 503 until it exists. */
  webDistDir: string;
  /** The process logger; without one the app logs at the configured level on its own. */
  logger?: FastifyBaseLogger;
};

/** The whole HTTP server without listen(): main.ts starts it, tests drive it with inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: { level: deps.config.LOG_LEVEL } }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await registerApiDocs(app);
  // Limits apply only where a route asks for one (sign-in, reset, contact).
  await app.register(rateLimit, { global: false });
  await app.register(sessionPlugin, { db: deps.database.db, config: deps.config });
  registerAreaRules(app);
  await app.register(healthRoutes(deps));
  await app.register(sessionRoutes);
  await app.register(siteRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(oauthRoutes(deps));
  await app.register(participantRoutes(deps));
  await app.register(parentRoutes(deps));
  await app.register(activityRoutes(deps));
  await app.register(utilityRoutes(deps));
  await app.register(accessCodeRoutes(deps));
  await app.register(messageRoutes(deps));
  await app.register(shopRoutes(deps));
  await app.register(contactRoutes(deps));
  await registerWebApp(app, deps.webDistDir);
  return app;
}
