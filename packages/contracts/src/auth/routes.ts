import { route } from '../route';
import { sessionContextSchema } from '../session-context';
import {
  authenticationLoginEndpoint,
  authenticationLoginWithAccessCodeEndpoint,
  eventCodeEndpoint,
  sessionCurrentEndpoint,
} from './endpoints';
import { eventCodeRequestSchema, eventCodeResponseSchema } from './event-code';
import {
  accessCodeLoginRequestSchema,
  credentialsRequestSchema,
  credentialsResponseSchema,
  loginRequestSchema,
  qrCodeLoginRequestSchema,
  tokenResponseSchema,
} from './login';
import {
  passwordResetLinkRequestSchema,
  passwordResetLinkResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
} from './password-reset';
import {
  confirmSignUpRequestSchema,
  confirmSignUpResponseSchema,
  signUpRequestSchema,
  signUpResponseSchema,
} from './sign-up';
import {
  ssoHandOffRequestSchema,
  ssoHandOffResponseSchema,
  ssoLoginRequestSchema,
  ssoLoginResponseSchema,
} from './sso';

export const authenticationLoginWithAccessCodeRoute = route({
  ...authenticationLoginWithAccessCodeEndpoint,
  body: accessCodeLoginRequestSchema,
  response: tokenResponseSchema,
});

export const authenticationLoginWithAccessCodeForQRCodeRoute = route({
  method: 'POST',
  path: '/authentication/LoginWithAccessCodeForQRCode',
  body: qrCodeLoginRequestSchema,
  response: tokenResponseSchema,
});

export const authenticationLoginRoute = route({
  ...authenticationLoginEndpoint,
  body: loginRequestSchema,
  response: tokenResponseSchema,
});

export const authCredentialsRoute = route({
  method: 'POST',
  path: '/api/auth/credentials',
  body: credentialsRequestSchema,
  response: credentialsResponseSchema,
});

export const authenticationLogoutRoute = route({
  method: 'GET',
  path: '/authentication/logout',
});

export const authLogoutRoute = route({
  method: 'GET',
  path: '/api/auth/logout',
});

export const usersEmailPasswordResetLinkRoute = route({
  method: 'POST',
  path: '/api/Users/EmailPasswordResetLink',
  body: passwordResetLinkRequestSchema,
  response: passwordResetLinkResponseSchema,
});

export const usersResetPasswordRoute = route({
  method: 'POST',
  path: '/api/Users/ResetPassword',
  body: resetPasswordRequestSchema,
  response: resetPasswordResponseSchema,
});

export const eventCodeRoute = route({
  ...eventCodeEndpoint,
  body: eventCodeRequestSchema,
  response: eventCodeResponseSchema,
});

export const ssoCreateTokenRoute = route({
  method: 'POST',
  path: '/api/Sso/CreateToken',
  body: ssoHandOffRequestSchema,
  response: ssoHandOffResponseSchema,
});

export const authenticationSsoLoginRoute = route({
  method: 'POST',
  path: '/authentication/SsoLogin',
  body: ssoLoginRequestSchema,
  response: ssoLoginResponseSchema,
});

export const sessionCurrentRoute = route({
  ...sessionCurrentEndpoint,
  response: sessionContextSchema,
});

export const signUpRequestRoute = route({
  method: 'POST',
  path: '/api/SignUp/Request',
  body: signUpRequestSchema,
  response: signUpResponseSchema,
});

export const signUpConfirmRoute = route({
  method: 'POST',
  path: '/api/SignUp/Confirm',
  body: confirmSignUpRequestSchema,
  response: confirmSignUpResponseSchema,
});
