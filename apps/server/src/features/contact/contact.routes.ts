import multipart from '@fastify/multipart';
import {
  emailTestAdminFranchiseeEmailContactRoute,
  errorBodySchema,
  eventsGetjiraissuetypesRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { errorBody } from '../../http/error-handler';
import { authRateLimit } from '../../http/rate-limit';
import { serve } from '../../http/serve-route';
import { createTicketing } from '../../integrations/ticketing/create-ticketing';
import { captchaRoutes } from '../captcha/captcha.routes';
import { contactSender } from './contact-sender';
import { listIssueTypes } from './list-issue-types';
import { readContactForm } from './read-contact-form';
import { sendContactForm } from './send-contact-form';

/** Deliberate refusals keep their own words; only a fault of ours becomes 'Something went wrong!'. */
function isDeliberate(error: unknown): boolean {
  if (error instanceof AppError) return true;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status < 500;
}

export function contactRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { config, database, jobs } = deps;
  const ticketing = createTicketing(config);
  const rateLimit = authRateLimit(config);

  return async (app) => {
    // Only this form takes files here; the captcha exists for its anonymous senders.
    await app.register(multipart);
    await app.register(captchaRoutes(deps));

    serve(
      app,
      eventsGetjiraissuetypesRoute,
      {
        config: { access: { area: 'open', who: 'anyone' } },
        schema: {
          tags: ['contact'],
          summary: 'The issue types a contact request can be filed under',
          response: { 403: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request) => {
        // Refuses the signed-in roles the form is not for, as sending would.
        contactSender(request);
        return listIssueTypes(ticketing);
      },
    );

    serve(
      app,
      emailTestAdminFranchiseeEmailContactRoute,
      {
        config: { access: { area: 'open', who: 'anyone' }, rateLimit },
        schema: {
          tags: ['contact'],
          summary:
            'Multipart contact form (From, FromName, Subject, Message, jiraIssueType, Files; CaptchaId and CaptchaAnswer when not signed in): files a ticket and e-mails support and the sender',
          response: {
            400: errorBodySchema,
            403: errorBodySchema,
            413: errorBodySchema,
            422: errorBodySchema,
            429: errorBodySchema,
            500: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const sender = contactSender(request);
        try {
          const { fields, files } = await readContactForm(request);
          const headerKey = request.headers['idempotency-key'];
          return await sendContactForm(
            { db: database.db, jobs, config, ticketing, log: request.log },
            { sender, fields, files, headerKey: typeof headerKey === 'string' ? headerKey : undefined },
          );
        } catch (error) {
          if (isDeliberate(error)) throw error;
          request.log.error({ err: error, reqId: request.id }, 'contact request failed');
          return reply.status(500).send(errorBody(messages.somethingWentWrong));
        }
      },
    );
  };
}
