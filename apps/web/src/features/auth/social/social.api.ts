import {
  authenticationOauthUserLoginRoute,
  type IsValidOauthProviderUserLoginResponse,
  type OauthSignUpRequest,
  type OauthUserLoginRequest,
  usersCreateUserToOauthProviderSignUpRoute,
  usersIsValidOauthProviderUserLoginRoute,
} from '@pledgethon/contracts';
import { callApi } from '../../../api/client';

// The browser's sign-in cookie travels with these same-origin calls; the ticket alone is not enough.

export function checkOauthUser(ticket: string): Promise<IsValidOauthProviderUserLoginResponse> {
  return callApi(usersIsValidOauthProviderUserLoginRoute, { body: { Ticket: ticket } });
}

export function oauthUserLogin(request: OauthUserLoginRequest): Promise<string> {
  return callApi(authenticationOauthUserLoginRoute, { body: request });
}

export function oauthSignUp(request: OauthSignUpRequest): Promise<string> {
  return callApi(usersCreateUserToOauthProviderSignUpRoute, { body: request });
}
