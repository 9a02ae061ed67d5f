import {
  type Endpoint,
  eventCodeEndpoint,
  type SessionContext,
  sessionCurrentEndpoint,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { AppError } from '../api/app-error';
import { plainRequest } from '../api/plain-request';
import { clearSession, saveSession } from '../api/session';

/** A sign-in call: its answer is the session token, as a JSON string. */
export async function token(signIn: Endpoint, body: unknown): Promise<string> {
  // Sent unsigned: the page signs in only a visitor with no session (decision 101).
  const answer = await plainRequest(signIn, { body }, null);
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
    const context = await plainRequest<SessionContext>(
      sessionCurrentEndpoint,
      {},
      {
        token: sessionToken,
        userId: null,
      },
    );
    saveSession({ token: sessionToken, userId: context.UserId });
    return context;
  } catch (error) {
    clearSession();
    throw error;
  }
}

/** The event id of a Thon's code (the web app's `findEventId`); an unknown code answers 404. */
export async function findEventId(eventCode: string): Promise<string> {
  return String(await plainRequest(eventCodeEndpoint, { body: { EventCode: eventCode } }, null));
}
