import {
  authenticationLoginWithAccessCodeForQRCodeRoute,
  authenticationLoginWithAccessCodeRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import { errorBody } from '../../../http/error-handler';
import { sendJsonString } from '../../../http/json-string';
import { authRateLimit } from '../../../http/rate-limit';
import { requestClient } from '../../../http/request-client';
import { serve } from '../../../http/serve-route';
import { decodeQrCode } from '../../access-codes/qr-login';
import { rejectMissingSignInFields } from '../required-fields';
import { type AccessCodeSignIn, signInWithAccessCode } from './sign-in-with-access-code';

export function accessCodeRoutes({ config, database }: AppDeps): FastifyPluginAsyncZod {
  const { db } = database;
  const routeConfig = { access: { area: 'open', who: 'anyone' } as const, rateLimit: authRateLimit(config) };
  // A failure of ours is answered with the spec's own text for it ('Unable to login. Please contact
  // support.') rather than the generic one, so the user knows to ask for help.
  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    code: Pick<AccessCodeSignIn, 'accessCode' | 'eventCode'>,
  ) => {
    try {
      const token = await signInWithAccessCode(db, config, {
        ...code,
        isAdminHost: request.isAdminHost,
        ...requestClient(request),
      });
      return sendJsonString(reply, token);
    } catch (error) {
      if (error instanceof AppError) throw error;
      request.log.error({ err: error, reqId: request.id }, 'access-code sign-in failed');
      return reply.status(500).send(errorBody(messages.accessCodeError));
    }
  };

  return async (app) => {
    serve(
      app,
      authenticationLoginWithAccessCodeRoute,
      {
        config: routeConfig,
        attachValidation: true,
        schema: {
          tags: ['auth'],
          summary: "Signs in with a participant's access code; answers the session token",
        },
      },
      async (request, reply) => {
        rejectMissingSignInFields(request);
        return signIn(request, reply, {
          accessCode: request.body.AccessCode,
          eventCode: request.body.EventCode,
        });
      },
    );

    serve(
      app,
      authenticationLoginWithAccessCodeForQRCodeRoute,
      {
        config: routeConfig,
        attachValidation: true,
        schema: {
          tags: ['auth'],
          summary: 'Signs in with the base64 access code of a QR code; answers the session token',
        },
      },
      async (request, reply) => {
        rejectMissingSignInFields(request);
        const accessCode = decodeQrCode(request.body.Code);
        if (!accessCode) throw new AppError('unauthorized', messages.accessCodeInvalid);
        return signIn(request, reply, { accessCode });
      },
    );
  };
}
