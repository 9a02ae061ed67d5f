import {
  type AccessCodeLoginRequest,
  authenticationLoginRoute,
  authenticationLoginWithAccessCodeForQRCodeRoute,
  authenticationLoginWithAccessCodeRoute,
  authenticationSsoLoginRoute,
  type LoginRequest,
  type PasswordResetLinkRequest,
  type ResetPasswordRequest,
  ssoCreateTokenRoute,
  usersEmailPasswordResetLinkRoute,
  usersResetPasswordRoute,
} from '@pledgethon/contracts';
import { callApi } from '../../api/client';

export function logIn(request: LoginRequest): Promise<string> {
  return callApi(authenticationLoginRoute, { body: request });
}

export function logInWithAccessCode(request: AccessCodeLoginRequest): Promise<string> {
  return callApi(authenticationLoginWithAccessCodeRoute, { body: request });
}

/** The QR code's `code` parameter is the access code in base64; the server decodes it. */
export function logInWithQrCode(code: string): Promise<string> {
  return callApi(authenticationLoginWithAccessCodeForQRCodeRoute, { body: { Code: code } });
}

export function emailPasswordResetLink(request: PasswordResetLinkRequest): Promise<string> {
  return callApi(usersEmailPasswordResetLinkRoute, { body: request });
}

export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await callApi(usersResetPasswordRoute, { body: request });
}

export function exchangeSsoToken(tkn: string) {
  return callApi(authenticationSsoLoginRoute, { body: { Tkn: tkn } });
}

export function createSsoHandOff(redirect: string) {
  return callApi(ssoCreateTokenRoute, { body: { Redirect: redirect } });
}
