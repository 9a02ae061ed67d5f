import {
  type ConfirmCardRequest,
  type PledgeAnswer,
  type PledgeForm,
  type PledgeParticipants,
  pledgesConfirmCardEndpoint,
  pledgesFormEndpoint,
  pledgesParticipantsEndpoint,
  pledgesSubmitEndpoint,
  type SessionContext,
  type SubmitPledgeRequest,
  sessionCurrentEndpoint,
} from '@pledgethon/contracts';
import { AppError } from '../api/app-error';
import { plainRequest } from '../api/plain-request';
import { clearSession, readSession } from '../api/session';

// The form's calls are made without zod, to stay light (decision 102): see `plainRequest`.
export const isSignedIn = (): boolean => readSession() !== null;

export function getPledgeForm(eventCode: string, participantId: string | null): Promise<PledgeForm> {
  return plainRequest(pledgesFormEndpoint, { params: { eventCode }, query: { Participant: participantId } });
}

/** Who is signed in, for the redirect rules of spec section 2; null when the session has ended. */
export function getSessionContext(): Promise<SessionContext | null> {
  return plainRequest<SessionContext>(sessionCurrentEndpoint).catch((error: unknown) => {
    // The session expired or was ended elsewhere: this browser is signed out, as the app then says.
    if (!(error instanceof AppError && error.status === 401)) throw error;
    clearSession();
    return null;
  });
}

/**
 * Whom a signed-in participant, parent or staff member may enter a pledge for; empty for anyone the
 * server refuses (they reach nobody in the Thon).
 */
export async function getPledgeParticipants(eventCode: string): Promise<PledgeParticipants['Participants']> {
  const answer = await plainRequest<PledgeParticipants>(pledgesParticipantsEndpoint, {
    params: { eventCode },
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 403) return { Participants: [] };
    throw error;
  });
  return answer.Participants;
}

export function submitPledge(body: SubmitPledgeRequest): Promise<PledgeAnswer> {
  return plainRequest(pledgesSubmitEndpoint, { body });
}

/** After the bank's own check ran in the browser: the server asks the provider how it went. */
export function confirmCard(body: ConfirmCardRequest): Promise<PledgeAnswer> {
  return plainRequest(pledgesConfirmCardEndpoint, { body });
}
