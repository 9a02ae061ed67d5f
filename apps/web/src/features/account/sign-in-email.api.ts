import {
  type ChangeEmailRequest,
  changeEmailResponseSchema,
  confirmEmailResponseSchema,
} from '@pledgethon/contracts';
import { apiRequest } from '../../api/client';

export function requestEmailChange(body: ChangeEmailRequest) {
  return apiRequest('POST', '/api/Account/ChangeEmail', { body, schema: changeEmailResponseSchema });
}

export function confirmEmailChange(token: string) {
  return apiRequest('POST', '/api/Account/ConfirmEmail', {
    body: { Token: token },
    schema: confirmEmailResponseSchema,
  });
}
