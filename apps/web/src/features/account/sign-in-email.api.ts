import {
  accountChangeEmailRoute,
  accountConfirmEmailRoute,
  type ChangeEmailRequest,
} from '@pledgethon/contracts';
import { callApi } from '../../api/client';

export function requestEmailChange(body: ChangeEmailRequest) {
  return callApi(accountChangeEmailRoute, { body });
}

export function confirmEmailChange(token: string) {
  return callApi(accountConfirmEmailRoute, { body: { Token: token } });
}
