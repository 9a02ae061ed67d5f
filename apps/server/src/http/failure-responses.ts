import { errorBodySchema } from '@pledgethon/contracts';
import type { FastifySchema, RouteOptions } from 'fastify';
import type { RouteAccess } from './access';
import { answersOfHandlers, type DocumentedResponse, failureResponse } from './route-failures';

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
      return 'The signed-in user may not make this call, or not on what it names.';
    case 404:
      return 'Nothing the caller may see is named so.';
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

const methodsOf = (route: RouteOptions) => [route.method].flat().map(String);

/**
 * The failures a route can answer, read from what governs it rather than written on each route. Any
 * request can carry a path that does not decode (400), a UserId that is not its token's (401), headers
 * over the parser's limit (431), or meet an unexpected failure (500). A route for the signed-in, or for
 * some roles or area, refuses others (403). Input can name what does not exist or is not the caller's,
 * which the query loading it answers as not found (404). A body can be too large (413) or of a type no
 * parser takes (415), and a route's rate limit refuses (429).
 */
function failureStatuses(route: RouteOptions): number[] {
  const statuses = [400, 401, 431, 500];
  const access = route.config?.access;
  const takesBody = methodsOf(route).some((method) => !BODYLESS_METHODS.has(method));
  if (access?.who !== 'anyone' || access.area !== 'open') statuses.push(403);
  if (/[:*]/.test(route.url) || route.schema?.querystring || takesBody) statuses.push(404);
  if (takesBody) statuses.push(413, 415);
  if (route.config?.rateLimit) statuses.push(429);
  return statuses;
}

/** A response without a body, as @fastify/swagger takes it once the zod schemas are JSON Schema. */
type BodilessResponse = { type: 'null'; description: string };

/**
 * Every answer a route can give: the derived failures as the standard error body, and what only its
 * handler knows of. A status the route declares with a body of its own keeps it; one declared as the
 * standard body gains its meaning. A route without a response schema (a page, a file, a redirect) still
 * lists its success, without a body, as before. Only the document changes: the route's own schema, and
 * so its serialization, stay as they are.
 *
 * The answers with a body join the schema for the zod transform; those without come apart, to join its
 * result, as the transform takes no response without a schema.
 */
export function documentedResponses(
  route: RouteOptions,
  schema: FastifySchema | undefined,
): { schema: FastifySchema; bodiless: Record<string, BodilessResponse> } {
  const access = route.config?.access;
  const declared = (schema?.response ?? {}) as Record<string, unknown>;
  const response: Record<string, unknown> = {};
  const bodiless: Record<string, BodilessResponse> = {};
  const list = (status: string | number, answer: DocumentedResponse) => {
    delete response[status];
    delete bodiless[status];
    if (answer.content) response[status] = answer;
    else bodiless[status] = { type: 'null', description: answer.description };
  };
  if (!Object.keys(declared).some((status) => /^[23]|^default$/i.test(status))) {
    list(200, { description: 'Default Response' });
  }
  for (const status of failureStatuses(route)) list(status, failureResponse(meaning(status, access)));
  for (const method of methodsOf(route)) {
    for (const [status, answer] of Object.entries(answersOfHandlers[`${method} ${route.url}`] ?? {})) {
      list(status, answer);
    }
  }
  for (const [status, body] of Object.entries(declared)) {
    if (body === errorBodySchema) {
      list(status, failureResponse(meaning(Number(status), access)));
    } else {
      delete bodiless[status];
      response[status] = body;
    }
  }
  return { schema: { ...schema, response }, bodiless };
}
