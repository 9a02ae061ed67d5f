import { errorBodySchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { ZodType } from 'zod';
import { AppError } from './app-error';
import { readSession } from './session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  /** Checks the successful response, so a screen never renders data the server did not promise. */
  schema?: ZodType<T>;
}

const notJson = Symbol('not JSON');

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
  return new AppError(status, parsed.data.Message, parsed.data.Errors);
}
