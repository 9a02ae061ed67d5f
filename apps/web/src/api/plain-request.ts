import { type Endpoint, pathOf } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { AppError } from './app-error';
import { readSession, type Session } from './session';

/**
 * A call made as the web app's `apiRequest` makes it, without checking the answer against its
 * contract: the pages that leave zod out to stay light (the home page, decision 101; the pledge form,
 * decision 102) read a few answers of their own server and trust the contract's types. They call a
 * route by its endpoint, which carries no schema. The session kept on this browser signs it, unless
 * the caller names another (or none).
 */
export async function plainRequest<T>(
  { method, path }: Endpoint,
  {
    params,
    query,
    body,
  }: { params?: Record<string, string>; query?: Record<string, string | null>; body?: unknown } = {},
  session: Session | null = readSession(),
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    TimeZoneName: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  if (session) headers.Token = session.token;
  if (session?.userId) headers.UserId = session.userId;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(pathOf({ method, path }, params, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new AppError(0, messages.unexpectedError, {}, { cause });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok && payload !== undefined) return payload as T;
  const { Message, Errors } = (payload ?? {}) as { Message?: unknown; Errors?: Record<string, string> };
  if (!response.ok && typeof Message === 'string') throw new AppError(response.status, Message, Errors ?? {});
  throw new AppError(response.status, messages.unexpectedError);
}
