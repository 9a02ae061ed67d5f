import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { accessCodeRoutes } from './access-code/access-code.routes';
import { eventCodeRoutes } from './event-code/event-code.routes';
import { loginRoutes } from './login/login.routes';
import { passwordResetRoutes } from './password-reset/password-reset.routes';
import { signUpRoutes } from './sign-up/sign-up.routes';
import { ssoRoutes } from './sso/sso.routes';

/** Every way in: credentials, sign-up, access and QR codes, password reset, the SSO hand-off, event codes. */
export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(loginRoutes(deps));
    await app.register(accessCodeRoutes(deps));
    await app.register(passwordResetRoutes(deps));
    await app.register(signUpRoutes(deps));
    await app.register(ssoRoutes(deps));
    await app.register(eventCodeRoutes(deps));
  };
}
