import type {
  ConfirmCardRequest,
  PledgeAnswer,
  PledgeForm,
  PledgeParticipants,
  SessionContext,
  SubmitPledgeRequest,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { AppError } from '../api/app-error';

/**
 * The pledge form's calls. The app's client checks every answer against its contract with zod; this
 * page leaves zod out to stay within the donor path's budget (decision 102) and trusts the contract's
 * types for the few answers of its own server it reads.
 */

const SESSION_KEY = 'pledgethon.session';

/** The session the web app keeps on this browser (api/session.ts), read the same way. */
function storedSession(): { token: string; userId: string | null } | null {
  try {
    const session = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null');
    if (typeof session?.token !== 'string' || session.token === '') return null;
    return { token: session.token, userId: typeof session.userId === 'string' ? session.userId : null };
  } catch {
    // Storage refused, or a value written by an older release: signed out, as the app reads it.
    return null;
  }
}

export const isSignedIn = (): boolean => storedSession() !== null;

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    TimeZoneName: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  const session = storedSession();
  if (session) headers.Token = session.token;
  if (session?.userId) headers.UserId = session.userId;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
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
  const payload = await response.json().catch(() => undefined);
  if (response.ok && payload !== undefined) return payload as T;
  const error = payload as { Message?: unknown; Errors?: Record<string, string> } | undefined;
  if (!response.ok && typeof error?.Message === 'string')
    throw new AppError(response.status, error.Message, error.Errors ?? {});
  throw new AppError(response.status, messages.unexpectedError);
}

const code = (eventCode: string) => encodeURIComponent(eventCode);

export function getPledgeForm(eventCode: string, participantId: string | null): Promise<PledgeForm> {
  const query = participantId ? `?Participant=${encodeURIComponent(participantId)}` : '';
  return request('GET', `/api/Pledges/Form/${code(eventCode)}${query}`);
}

/** Who is signed in, for the redirect rules of spec section 2; null when the session has ended. */
export function getSessionContext(): Promise<SessionContext | null> {
  return request<SessionContext>('GET', '/api/Session/Current').catch((error: unknown) => {
    // The session expired or was ended elsewhere: this browser is signed out, as the app then says.
    if (!(error instanceof AppError && error.status === 401)) throw error;
    localStorage.removeItem(SESSION_KEY);
    return null;
  });
}

/**
 * Whom a signed-in participant, parent or staff member may enter a pledge for; empty for anyone the
 * server refuses (they reach nobody in the Thon).
 */
export async function getPledgeParticipants(eventCode: string): Promise<PledgeParticipants['Participants']> {
  const answer = await request<PledgeParticipants>(
    'GET',
    `/api/Pledges/Participants/${code(eventCode)}`,
  ).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 403) return { Participants: [] };
    throw error;
  });
  return answer.Participants;
}

export function submitPledge(body: SubmitPledgeRequest): Promise<PledgeAnswer> {
  return request('POST', '/api/Pledges/Submit', body);
}

/** After the bank's own check ran in the browser: the server asks the provider how it went. */
export function confirmCard(body: ConfirmCardRequest): Promise<PledgeAnswer> {
  return request('POST', '/api/Pledges/ConfirmCard', body);
}
