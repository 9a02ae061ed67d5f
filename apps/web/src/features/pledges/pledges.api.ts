import {
  type ManagedPledge,
  managedPledgeSchema,
  type PledgeList,
  type PledgeProgress,
  type PledgeTermsInput,
  pledgeListSchema,
  pledgeMessageSchema,
} from '@pledgethon/contracts';
import { apiRequest } from '../../api/client';

const code = (eventCode: string) => encodeURIComponent(eventCode);

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

export function payPledge(
  token: string,
  paymentMethod: string,
  captcha: { CaptchaId?: string; CaptchaAnswer?: string } = {},
) {
  return apiRequest('POST', '/api/Pledges/Pay', {
    body: { Token: token, PaymentMethod: paymentMethod, ...captcha },
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
