import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiDocsPath } from '@pledgethon/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { declareAccessOfScope } from './access';
import { documentedResponses } from './failure-responses';

/**
 * Each operation as its route's zod schemas describe it, with every answer the route can give: a route
 * lists only its success, the failures follow from its access, input and limits.
 */
const transform: SwaggerTransform = (document) => {
  const { schema, bodiless } = documentedResponses(document.route, document.schema);
  const transformed = jsonSchemaTransform({ ...document, schema });
  const response = { ...(transformed.schema.response as object), ...bodiless };
  return { ...transformed, schema: { ...transformed.schema, response } };
};

/** OpenAPI built from the routes' zod schemas, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PledgeThon API',
        description:
          'Every request carries the headers Token, UserId and TimeZoneName (IANA). Failures answer ' +
          '{ "Success": false, "Message": "...", "Errors": { "field": "..." } } (ErrorBody), with the ' +
          'statuses each operation lists.',
        version: '1.0.0',
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(async (docs) => {
    declareAccessOfScope(docs, { area: 'open', who: 'anyone' });
    await docs.register(swaggerUi, { routePrefix: apiDocsPath });
  });
}
