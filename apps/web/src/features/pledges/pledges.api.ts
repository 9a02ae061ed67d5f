import {
  type ManagedPledge,
  type PledgeList,
  type PledgeProgress,
  type PledgeTermsInput,
  pledgesCancelRoute,
  pledgesChangeRoute,
  pledgesListRoute,
  pledgesManageRoute,
  pledgesPayRoute,
  pledgesResendPaymentRequestRoute,
  pledgesWriteOffRoute,
} from '@pledgethon/contracts';
import { callApi } from '../../api/client';

export function getManagedPledge(token: string): Promise<ManagedPledge> {
  return callApi(pledgesManageRoute, { params: { token } });
}

export function changePledge(token: string, terms: PledgeTermsInput) {
  return callApi(pledgesChangeRoute, { body: { Token: token, ...terms } });
}

export function cancelPledge(token: string) {
  return callApi(pledgesCancelRoute, { body: { Token: token } });
}

export function payPledge(
  token: string,
  paymentMethod: string,
  captcha: { CaptchaId?: string; CaptchaAnswer?: string } = {},
) {
  return callApi(pledgesPayRoute, { body: { Token: token, PaymentMethod: paymentMethod, ...captcha } });
}

export function getPledgeList(
  eventCode: string,
  filter: { progress: PledgeProgress | null; kind: 'per_unit' | 'flat' | null; page: number },
): Promise<PledgeList> {
  return callApi(pledgesListRoute, {
    params: { eventCode },
    query: { Page: filter.page, Progress: filter.progress ?? undefined, Kind: filter.kind ?? undefined },
  });
}

export function pledgeAction(
  action: 'ResendPaymentRequest' | 'WriteOff',
  ids: { EventId: string; PledgeId: string },
) {
  const route = action === 'WriteOff' ? pledgesWriteOffRoute : pledgesResendPaymentRequestRoute;
  return callApi(route, { body: ids });
}
