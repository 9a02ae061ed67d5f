import multipart from '@fastify/multipart';
import {
  contactFormFieldsSchema,
  contactResponseSchema,
  errorBodySchema,
  issueTypesResponseSchema,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { AppError } from '../../http/app-error';
import { errorBody } from '../../http/error-handler';
import { authRateLimit } from '../../http/rate-limit';
import { createTicketing } from '../../integrations/ticketing/create-ticketing';
import { TicketingUnavailableError } from '../../integrations/ticketing/ticketing.types';
import { captchaRoutes } from '../captcha/captcha.routes';
import { verifyCaptcha } from '../captcha/captcha.service';
import { contactIdempotencyKey } from './contact-idempotency';
import { contactSender } from './contact-sender';
import { readContactForm } from './read-contact-form';
import { submitContactRequest } from './submit-contact-request';

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'body')] ??= issue.message;
  return errors;
}

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

  async function listIssueTypes() {
    try {
      return await ticketing.listIssueTypes();
    } catch (error) {
      if (error instanceof TicketingUnavailableError) {
        throw new AppError('rule', messages.ticketCreationFailed);
      }
      throw error;
    }
  }

  return async (app) => {
    // Only this form takes files here; the captcha exists for its anonymous senders.
    await app.register(multipart);
    await app.register(captchaRoutes(deps));

    app.get(
      '/api/events/getjiraissuetypes',
      {
        config: { area: 'open' },
        schema: {
          tags: ['contact'],
          summary: 'The issue types a contact request can be filed under',
          response: { 200: issueTypesResponseSchema, 403: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request) => {
        // Refuses the signed-in roles the form is not for, as sending would.
        contactSender(request);
        return listIssueTypes();
      },
    );

    app.post(
      '/api/EmailTest/AdminFranchiseeEmailContact',
      {
        config: { area: 'open', rateLimit },
        schema: {
          tags: ['contact'],
          summary:
            'Multipart contact form (From, FromName, Subject, Message, jiraIssueType, Files; CaptchaId and CaptchaAnswer when not signed in): files a ticket and e-mails support and the sender',
          consumes: ['multipart/form-data'],
          response: {
            200: contactResponseSchema,
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
          const parsed = contactFormFieldsSchema.safeParse(fields);
          if (!parsed.success) {
            throw new AppError('validation', messages.enterRequiredFields, fieldErrors(parsed.error.issues));
          }
          const form = parsed.data;
          if (
            sender.needsCaptcha &&
            !(await verifyCaptcha(database.db, { captchaId: form.CaptchaId, answer: form.CaptchaAnswer }))
          ) {
            throw new AppError('validation', messages.invalidCaptcha, {
              CaptchaAnswer: messages.invalidCaptcha,
            });
          }
          const issueType = (await listIssueTypes()).find((type) => type.Id === form.jiraIssueType);
          if (!issueType) {
            throw new AppError('validation', messages.enterRequiredFields, {
              jiraIssueType: messages.enterRequiredFields,
            });
          }
          const headerKey = request.headers['idempotency-key'];
          const ticketKey = await submitContactRequest(
            { db: database.db, jobs, config, ticketing, log: request.log },
            {
              fields: form,
              files,
              userId: sender.userId,
              account: sender.account,
              issueTypeName: issueType.Name,
              idempotencyKey: contactIdempotencyKey({
                headerKey: typeof headerKey === 'string' && headerKey.trim() ? headerKey.trim() : undefined,
                userId: sender.userId,
                fields: form,
                files,
                now: new Date(),
              }),
            },
          );
          return { TicketKey: ticketKey, Message: messages.emailsSent };
        } catch (error) {
          if (isDeliberate(error)) throw error;
          request.log.error({ err: error, reqId: request.id }, 'contact request failed');
          return reply.status(500).send(errorBody(messages.somethingWentWrong));
        }
      },
    );
  };
}
