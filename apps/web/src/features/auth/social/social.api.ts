import {
  type IsValidOauthProviderUserLoginResponse,
  isValidOauthProviderUserLoginResponseSchema,
  type OauthSignUpRequest,
  type OauthUserLoginRequest,
  tokenResponseSchema,
} from '@pledgethon/contracts';
import { apiRequest } from '../../../api/client';

// The browser's sign-in cookie travels with these same-origin calls; the ticket alone is not enough.

export function checkOauthUser(ticket: string): Promise<IsValidOauthProviderUserLoginResponse> {
  return apiRequest('POST', '/api/users/IsValidOauthProviderUserLogin', {
    body: { Ticket: ticket },
    schema: isValidOauthProviderUserLoginResponseSchema,
  });
}

export function oauthUserLogin(request: OauthUserLoginRequest): Promise<string> {
  return apiRequest('POST', '/authentication/OauthUserLogin', { body: request, schema: tokenResponseSchema });
}

export function oauthSignUp(request: OauthSignUpRequest): Promise<string> {
  return apiRequest('POST', '/api/users/CreateUserToOauthProviderSignUp', {
    body: request,
    schema: tokenResponseSchema,
  });
}
