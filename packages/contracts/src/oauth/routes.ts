import { tokenResponseSchema } from '../auth/login';
import { route } from '../route';
import {
  oauthCallbackQuerySchema,
  oauthProviderParamsSchema,
  oauthStartQuerySchema,
} from './oauth-providers';
import {
  isValidOauthProviderUserLoginRequestSchema,
  isValidOauthProviderUserLoginResponseSchema,
  oauthSignUpRequestSchema,
  oauthUserLoginRequestSchema,
} from './oauth-user';

export const usersIsValidOauthProviderUserLoginRoute = route({
  method: 'POST',
  path: '/api/users/IsValidOauthProviderUserLogin',
  body: isValidOauthProviderUserLoginRequestSchema,
  response: isValidOauthProviderUserLoginResponseSchema,
});

export const authenticationOauthUserLoginRoute = route({
  method: 'POST',
  path: '/authentication/OauthUserLogin',
  body: oauthUserLoginRequestSchema,
  response: tokenResponseSchema,
});

export const usersCreateUserToOauthProviderSignUpRoute = route({
  method: 'POST',
  path: '/api/users/CreateUserToOauthProviderSignUp',
  body: oauthSignUpRequestSchema,
  response: tokenResponseSchema,
});

export const authenticationOauthStartRoute = route({
  method: 'GET',
  path: '/authentication/oauth/:provider/start',
  params: oauthProviderParamsSchema,
  query: oauthStartQuerySchema,
});

export const authenticationOauthCallbackRoute = route({
  method: 'GET',
  path: '/authentication/oauth/:provider/callback',
  params: oauthProviderParamsSchema,
  query: oauthCallbackQuerySchema,
});
