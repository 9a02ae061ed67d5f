import multipart from '@fastify/multipart';
import {
  type ContactProvider,
  contactImportStateQuerySchema,
  contactListSchema,
  contactProvidersSchema,
  errorBodySchema,
  googleContactsParamsSchema,
  startContactImportRequestSchema,
  startContactImportSchema,
  yahooLoginParamsSchema,
} from '@pledgethon/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { type RouteAccess, requireSession } from '../../http/access';
import { contactProviders } from '../../integrations/contacts/contact-providers';
import { finishContactImport, startContactImport } from './contact-import';
import { readContactUpload } from './read-contact-upload';

// Contacts are imported to share with, so whoever shares may import: parents from the parent pages.
const access: RouteAccess = { area: 'parent', who: 'signed-in' };
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

export function contactImportRoutes({ config, database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);
    const userIdOf = (request: FastifyRequest) => requireSession(request).UserId ?? '';
    const finish = (
      request: FastifyRequest,
      grant: { provider: ContactProvider; code: string; state: string; clientId?: string },
    ) =>
      finishContactImport(
        { db, config, log: request.log },
        { ...grant, userId: userIdOf(request), now: new Date() },
      );

    app.get(
      '/api/Contacts/GetContactProviders',
      {
        config: { access },
        schema: {
          tags: ['contacts'],
          summary: 'The web-mail address books this installation can import contacts from',
          response: { 200: contactProvidersSchema },
        },
      },
      async () => ({ Providers: contactProviders(config).map((provider) => provider.id) }),
    );

    app.post(
      '/api/Contacts/StartContactImport',
      {
        config: { access },
        schema: {
          tags: ['contacts'],
          summary:
            "Starts a pop-up sign-in to the caller's Google or Yahoo address book (state and PKCE kept)",
          body: startContactImportRequestSchema,
          response: { 200: startContactImportSchema, ...errors },
        },
      },
      async (request) =>
        startContactImport(db, config, {
          userId: userIdOf(request),
          provider: request.body.Provider,
          now: new Date(),
        }),
    );

    app.get(
      '/api/events/GetYahooLogin/:code/:clientId/:secret',
      {
        config: { access },
        schema: {
          tags: ['contacts'],
          summary:
            "The caller's Yahoo contacts (at most 700) for the code of their pop-up sign-in; the state " +
            "query must be that sign-in's, and the server exchanges the code with its own secret, never {secret}",
          params: yahooLoginParamsSchema,
          querystring: contactImportStateQuerySchema,
          response: { 200: contactListSchema, ...errors },
        },
      },
      async (request) =>
        finish(request, {
          provider: 'yahoo',
          code: request.params.code,
          clientId: request.params.clientId,
          state: request.query.state,
        }),
    );

    app.get(
      '/api/Contacts/GetGoogleContacts/:code',
      {
        config: { access },
        schema: {
          tags: ['contacts'],
          summary:
            "The caller's Google contacts (at most 700) for the code and state of their pop-up sign-in",
          params: googleContactsParamsSchema,
          querystring: contactImportStateQuerySchema,
          response: { 200: contactListSchema, ...errors },
        },
      },
      async (request) =>
        finish(request, { provider: 'google', code: request.params.code, state: request.query.state }),
    );

    app.post(
      '/api/Contacts/ImportContactFile',
      {
        config: { access },
        schema: {
          tags: ['contacts'],
          summary: 'The contacts (at most 700) of an uploaded vCard or CSV address book (File, at most 1 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: contactListSchema, ...errors, 413: errorBodySchema },
        },
      },
      async (request) => readContactUpload(request),
    );
  };
}
