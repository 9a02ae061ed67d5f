import {
  authenticationLoginWithAccessCodeForQRCodeRoute,
  authenticationSsoLoginRoute,
  type PasswordResetLinkRequest,
  type ResetPasswordRequest,
  ssoCreateTokenRoute,
  usersEmailPasswordResetLinkRoute,
  usersResetPasswordRoute,
} from '@pledgethon/contracts';
import { callApi } from '../../api/client';

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
