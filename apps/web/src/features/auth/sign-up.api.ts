import { type SignUpRequest, signUpConfirmRoute, signUpRequestRoute } from '@pledgethon/contracts';
import { callApi } from '../../api/client';

export function requestSignUp(body: SignUpRequest) {
  return callApi(signUpRequestRoute, { body });
}

export function confirmSignUp(token: string) {
  return callApi(signUpConfirmRoute, { body: { Token: token } });
}
