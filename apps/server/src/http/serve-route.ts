import type { RouteDeclaration } from '@pledgethon/contracts';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

// The web app's own pages are registered on an instance without the zod types.
type App = Parameters<FastifyPluginAsyncZod>[0] | FastifyInstance;
type Part<R, K extends string> = R extends { [key in K]: infer S } ? S : undefined;

/** The answers a route lists beside its success: refusals with the standard error body, mostly. */
type OtherAnswers = Record<number, z.ZodType>;

type SchemaOf<R extends RouteDeclaration, Others extends OtherAnswers> = {
  headers: Part<R, 'headers'>;
  params: Part<R, 'params'>;
  querystring: Part<R, 'query'>;
  body: Part<R, 'body'>;
  response: (R extends { response: infer S } ? { 200: S } : unknown) & Others;
};

/** What only the server knows of a route: who may call it, how the API document lists it, its limits. */
export type ServerPart<Others extends OtherAnswers> = Omit<RouteShorthandOptions, 'schema'> & {
  schema: { tags?: string[]; summary: string; description?: string; hide?: boolean; response?: Others };
};

export type DeclaredHandler<
  R extends RouteDeclaration,
  Others extends OtherAnswers = OtherAnswers,
> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<R, Others>,
  ZodTypeProvider
>;

/**
 * Registers a route declared in the contracts: its method, path and schemas come from the declaration,
 * so the server never writes them again; the server adds its access, documentation and handler.
 */
export function serve<
  const R extends RouteDeclaration,
  const Others extends OtherAnswers = Record<never, never>,
>(
  app: App,
  declaration: R,
  { schema: { response: others, ...documentation }, ...options }: ServerPart<Others>,
  handler: DeclaredHandler<R, Others>,
): void {
  const { method, path, headers, params, query, body, response, consumes, produces } = declaration;
  const answers = { ...(response ? { 200: response } : {}), ...others };
  const schema: FastifySchema & Record<string, unknown> = {
    ...documentation,
    ...(headers ? { headers } : {}),
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(body ? { body } : {}),
    ...(consumes ? { consumes: [...consumes] } : {}),
    ...(produces ? { produces: [...produces] } : {}),
    ...(Object.keys(answers).length > 0 ? { response: answers } : {}),
  };
  (app as FastifyInstance).route({
    ...options,
    method,
    url: path,
    schema,
    handler: handler as RouteHandlerMethod,
  });
}
