import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { declareAccessOfScope } from './access';

/** OpenAPI built from the routes' zod schemas, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PledgeThon API',
        description:
          'Every request carries the headers Token, UserId and TimeZoneName (IANA). Failures answer ' +
          '{ "Success": false, "Message": "...", "Errors": { "field": "..." } }.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(async (docs) => {
    declareAccessOfScope(docs, { area: 'open', who: 'anyone' });
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
