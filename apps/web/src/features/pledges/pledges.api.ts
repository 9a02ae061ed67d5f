import {
  type ConfirmCardRequest,
  type ManagedPledge,
  managedPledgeSchema,
  type PledgeAnswer,
  type PledgeForm,
  type PledgeList,
  type PledgeProgress,
  type PledgeTermsInput,
  pledgeAnswerSchema,
  pledgeFormSchema,
  pledgeListSchema,
  pledgeMessageSchema,
  pledgeParticipantsSchema,
  type SubmitPledgeRequest,
} from '@pledgethon/contracts';
import { useQuery } from '@tanstack/react-query';
import { AppError } from '../../api/app-error';
import { apiRequest } from '../../api/client';

const code = (eventCode: string) => encodeURIComponent(eventCode);

export function getPledgeForm(eventCode: string, participantId: string | null): Promise<PledgeForm> {
  const query = participantId ? `?Participant=${encodeURIComponent(participantId)}` : '';
  return apiRequest('GET', `/api/Pledges/Form/${code(eventCode)}${query}`, { schema: pledgeFormSchema });
}

/**
 * Whom a signed-in participant, parent or staff member may enter a pledge for; empty for a donor
 * without an account and for anyone the server refuses (they reach nobody in the Thon).
 */
export function usePledgeParticipants(eventCode: string, signedIn: boolean) {
  return useQuery({
    queryKey: ['pledge-participants', eventCode.toLowerCase()],
    queryFn: async () =>
      (
        await apiRequest('GET', `/api/Pledges/Participants/${code(eventCode)}`, {
          schema: pledgeParticipantsSchema,
        }).catch((error: unknown) => {
          if (error instanceof AppError && error.status === 403) return { Participants: [] };
          throw error;
        })
      ).Participants,
    enabled: signedIn,
  });
}

export function submitPledge(body: SubmitPledgeRequest): Promise<PledgeAnswer> {
  return apiRequest('POST', '/api/Pledges/Submit', { body, schema: pledgeAnswerSchema });
}

/** After the bank's own check ran in the browser: the server asks the provider how it went. */
export function confirmCard(body: ConfirmCardRequest): Promise<PledgeAnswer> {
  return apiRequest('POST', '/api/Pledges/ConfirmCard', { body, schema: pledgeAnswerSchema });
}

export function getManagedPledge(token: string): Promise<ManagedPledge> {
  return apiRequest('GET', `/api/Pledges/Manage/${encodeURIComponent(token)}`, {
    schema: managedPledgeSchema,
  });
}

export function changePledge(token: string, terms: PledgeTermsInput) {
  return apiRequest('POST', '/api/Pledges/Change', {
    body: { Token: token, ...terms },
    schema: pledgeMessageSchema,
  });
}

export function cancelPledge(token: string) {
  return apiRequest('POST', '/api/Pledges/Cancel', { body: { Token: token }, schema: pledgeMessageSchema });
}

export function payPledge(token: string, paymentMethod: string) {
  return apiRequest('POST', '/api/Pledges/Pay', {
    body: { Token: token, PaymentMethod: paymentMethod },
    schema: pledgeMessageSchema,
  });
}

export function getPledgeList(
  eventCode: string,
  filter: { progress: PledgeProgress | null; kind: 'per_unit' | 'flat' | null; page: number },
): Promise<PledgeList> {
  const query = new URLSearchParams({ Page: String(filter.page) });
  if (filter.progress) query.set('Progress', filter.progress);
  if (filter.kind) query.set('Kind', filter.kind);
  return apiRequest('GET', `/api/Pledges/List/${code(eventCode)}?${query}`, { schema: pledgeListSchema });
}

export function pledgeAction(
  action: 'ResendPaymentRequest' | 'WriteOff',
  ids: { EventId: string; PledgeId: string },
) {
  return apiRequest('POST', `/api/Pledges/${action}`, { body: ids, schema: pledgeMessageSchema });
}
