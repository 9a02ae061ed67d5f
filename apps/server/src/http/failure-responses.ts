import { errorBodySchema } from '@pledgethon/contracts';
import type { FastifySchema, RouteOptions } from 'fastify';
import type { RouteAccess } from './access';

// Methods whose requests Fastify reads a body for: those can be too large or of a type no parser takes.
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'TRACE']);

function meaning(status: number, access: RouteAccess | undefined): string {
  switch (status) {
    case 400:
      return 'A field is invalid (Errors names each), or the body or path is malformed.';
    case 401:
      return access?.who === 'anyone'
        ? "The UserId header names someone other than the Token's user."
        : "Not signed in, or the UserId header names someone other than the Token's user.";
    case 403:
      return 'The signed-in user may not make this call: not one of its roles, or not in its area.';
    case 404:
      return 'Nothing the caller may see has the given id.';
    case 409:
      return 'The call conflicts with what exists: Message says with what.';
    case 413:
      return 'The body or an uploaded file is larger than this call takes.';
    case 415:
      return 'The body is of a content type this call does not take.';
    case 422:
      return 'A rule of the product refuses the call: Message says which.';
    case 429:
      return 'Too many calls from this address; wait a few minutes.';
    case 431:
      return 'The request headers are too large.';
    case 500:
      return 'An unexpected failure, logged under the X-Request-Id of the answer.';
    default:
      return 'Refused: Message says why.';
  }
}

/**
 * The failures a route can answer, read from what governs it rather than written on each route: any
 * request can carry a path that does not decode (400), a UserId that is not its token's (401), headers
 * over the parser's limit (431) or meet an unexpected failure (500); the access declaration refuses the
 * signed-out (401) and the wrong role or area (403); a path parameter names something that may not
 * exist (404); a body can be too large (413) or of an unknown type (415); a rate limit refuses (429).
 */
export function failureStatuses(route: RouteOptions): number[] {
  const statuses = [400, 401, 431, 500];
  const access = route.config?.access;
  if (access?.area !== 'open' || Array.isArray(access.who)) statuses.push(403);
  if (/[:*]/.test(route.url)) statuses.push(404);
  const methods = [route.method].flat();
  if (methods.some((method) => !BODYLESS_METHODS.has(method))) statuses.push(413, 415);
  if (route.config?.rateLimit) statuses.push(429);
  return statuses;
}

const failureResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

/**
 * The route's schema with each failure it can answer listed as the standard error body. A status the
 * route declares with a body of its own keeps it; one declared as the standard body gains its meaning.
 * The route itself is left as it is: its serialization does not change with what the document says.
 */
export function withFailureResponses(route: RouteOptions, schema: FastifySchema | undefined): FastifySchema {
  const declared = (schema?.response ?? {}) as Record<string, unknown>;
  const response: Record<string, unknown> = { ...declared };
  const statuses = new Set([
    ...failureStatuses(route),
    ...Object.entries(declared)
      .filter(([, body]) => body === errorBodySchema)
      .map(([status]) => Number(status)),
  ]);
  for (const status of statuses) {
    const body = declared[status];
    if (body === undefined || body === errorBodySchema) {
      response[status] = failureResponse(meaning(status, route.config?.access));
    }
  }
  return { ...schema, response };
}

/** Whether the document lists a success for the route: one without a response schema says nothing of it. */
export function declaresSuccess(schema: FastifySchema | undefined): boolean {
  return Object.keys(schema?.response ?? {}).some((status) => /^[23]|^default$/i.test(status));
}
