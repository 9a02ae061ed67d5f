import type { SessionContext } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { AppError } from '../api/app-error';
import { clearSession, saveSession } from '../api/session';

/**
 * The few calls of the server-drawn home page (decision 101), made as the web app's `apiRequest` makes
 * them, without its schemas: the server checks what it is sent, and answers a failure as `AppError`.
 */
async function call(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Token', token);
  headers.set('TimeZoneName', Intl.DateTimeFormat().resolvedOptions().timeZone);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new AppError(0, messages.unexpectedError, {}, { cause });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok && payload !== undefined) return payload;
  const { Message, Errors } = (payload ?? {}) as { Message?: unknown; Errors?: unknown };
  if (response.ok || typeof Message !== 'string')
    throw new AppError(response.status, messages.unexpectedError);
  throw new AppError(response.status, Message, (Errors ?? {}) as Record<string, string>);
}

/** A sign-in call: its answer is the session token, as a JSON string. */
export async function token(path: string, body: unknown): Promise<string> {
  const answer = await call('POST', path, body);
  if (typeof answer !== 'string') throw new AppError(200, messages.unexpectedError);
  return answer;
}

/**
 * Keeps a new session on this browser as the web app's `useStartSession` does: the token alone names
 * the user, so the session context is read with it before the user id is stored beside it.
 */
export async function startSession(sessionToken: string): Promise<SessionContext> {
  saveSession({ token: sessionToken, userId: null });
  try {
    const context = (await call('GET', '/api/Session/Current', undefined, sessionToken)) as SessionContext;
    saveSession({ token: sessionToken, userId: context.UserId });
    return context;
  } catch (error) {
    clearSession();
    throw error;
  }
}

/** The event id of a Thon's code (the web app's `findEventId`); an unknown code answers 404. */
export async function findEventId(eventCode: string): Promise<string> {
  return String(await call('POST', '/api/EventCode', { EventCode: eventCode }));
}
