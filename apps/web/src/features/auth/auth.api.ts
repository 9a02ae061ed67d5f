import {
  type AccessCodeLoginRequest,
  type LoginRequest,
  type PasswordResetLinkRequest,
  passwordResetLinkResponseSchema,
  type ResetPasswordRequest,
  ssoHandOffResponseSchema,
  ssoLoginResponseSchema,
  tokenResponseSchema,
} from '@pledgethon/contracts';
import { apiRequest } from '../../api/client';

export function logIn(request: LoginRequest): Promise<string> {
  return apiRequest('POST', '/authentication/login', { body: request, schema: tokenResponseSchema });
}

export function logInWithAccessCode(request: AccessCodeLoginRequest): Promise<string> {
  return apiRequest('POST', '/authentication/LoginWithAccessCode', {
    body: request,
    schema: tokenResponseSchema,
  });
}

/** The QR code's `code` parameter is the access code in base64; the server decodes it. */
export function logInWithQrCode(code: string): Promise<string> {
  return apiRequest('POST', '/authentication/LoginWithAccessCodeForQRCode', {
    body: { Code: code },
    schema: tokenResponseSchema,
  });
}

export function emailPasswordResetLink(request: PasswordResetLinkRequest): Promise<string> {
  return apiRequest('POST', '/api/Users/EmailPasswordResetLink', {
    body: request,
    schema: passwordResetLinkResponseSchema,
  });
}

export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await apiRequest('POST', '/api/Users/ResetPassword', { body: request });
}

export function exchangeSsoToken(tkn: string) {
  return apiRequest('POST', '/authentication/SsoLogin', {
    body: { Tkn: tkn },
    schema: ssoLoginResponseSchema,
  });
}

export function createSsoHandOff(redirect: string) {
  return apiRequest('POST', '/api/Sso/CreateToken', {
    body: { Redirect: redirect },
    schema: ssoHandOffResponseSchema,
  });
}
