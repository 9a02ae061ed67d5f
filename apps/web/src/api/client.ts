import {
  errorBodySchema,
  type HttpMethod,
  type PathParams,
  pathOf,
  type RouteDeclaration,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { ZodType, z } from 'zod';
import { AppError } from './app-error';
import { readSession } from './session';

export type { HttpMethod };

export interface RequestOptions<T> {
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  /** Checks the successful response, so a screen never renders data the server did not promise. */
  schema?: ZodType<T>;
}

const notJson = Symbol('not JSON');

type ParamsOf<R extends RouteDeclaration> = [PathParams<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParams<R['path']>, string | number> };
type QueryOf<R> = R extends { query: infer Q extends ZodType }
  ? { query?: z.input<Q> }
  : { query?: undefined };
type BodyOf<R> = R extends { body: infer B extends ZodType }
  ? { body: z.input<B> }
  : R extends { consumes: readonly string[] }
    ? { body: FormData }
    : { body?: undefined };

/** What a call to a declared route sends: its path's parameters, its query and its body. */
export type CallInput<R extends RouteDeclaration> = ParamsOf<R> & QueryOf<R> & BodyOf<R>;
/** What a declared route answers, once checked against its declared response. */
export type Answer<R> = R extends { response: infer S extends ZodType } ? z.output<S> : unknown;

/**
 * Calls a route as the contracts declare it: the path from its parameters, each encoded, and the
 * answer checked against the declared response.
 */
export function callApi<R extends RouteDeclaration>(
  route: R,
  ...[input]: Record<never, never> extends CallInput<R> ? [CallInput<R>?] : [CallInput<R>]
): Promise<Answer<R>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: object;
    body?: unknown;
  };
  return apiRequest(route.method, pathOf(route, params, query as Record<string, string>), {
    body,
    schema: route.response as ZodType<Answer<R>> | undefined,
  });
}

/** The one way the web talks to the server: every call says who is asking and in which time zone. */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  { body, schema }: RequestOptions<T> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method, headers: requestHeaders(body), body: encodeBody(body) });
  } catch (cause) {
    throw new AppError(0, messages.unexpectedError, {}, { cause });
  }

  const payload = await readJson(response);
  if (!response.ok) throw toAppError(response.status, payload);
  // A 2xx that is not JSON (say, the web page itself) means the path is wrong, not that the call worked.
  if (payload === notJson) throw new AppError(response.status, messages.unexpectedError);
  if (!schema) return payload as T;

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new AppError(response.status, messages.unexpectedError, {}, { cause: parsed.error });
  }
  return parsed.data;
}

export function requestHeaders(body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const session = readSession();
  if (session) {
    headers.set('Token', session.token);
    if (session.userId) headers.set('UserId', session.userId);
  }
  headers.set('TimeZoneName', Intl.DateTimeFormat().resolvedOptions().timeZone);
  // FormData sets its own multipart boundary, so only JSON bodies name their type.
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined || body instanceof FormData) return body;
  return JSON.stringify(body);
}

/** The parsed body; undefined when there is none (204). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => null);
  if (text === null) return notJson;
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return notJson;
  }
}

export function toAppError(status: number, payload: unknown): AppError {
  const parsed = errorBodySchema.safeParse(payload);
  if (!parsed.success) return new AppError(status, messages.unexpectedError);
  return new AppError(status, parsed.data.Message, parsed.data.Errors, { body: payload });
}
