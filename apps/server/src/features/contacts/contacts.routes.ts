import multipart from '@fastify/multipart';
import {
  type ContactProvider,
  contactsGetContactProvidersRoute,
  contactsGetGoogleContactsRoute,
  contactsImportContactFileRoute,
  contactsStartContactImportRoute,
  errorBodySchema,
  eventsGetYahooLoginRoute,
} from '@pledgethon/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { type RouteAccess, requireSession } from '../../http/access';
import { serve } from '../../http/serve-route';
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

    serve(
      app,
      contactsGetContactProvidersRoute,
      {
        config: { access },
        schema: {
          tags: ['contacts'],
          summary: 'The web-mail address books this installation can import contacts from',
        },
      },
      async () => ({ Providers: contactProviders(config).map((provider) => provider.id) }),
    );

    serve(
      app,
      contactsStartContactImportRoute,
      {
        config: { access },
        schema: {
          tags: ['contacts'],
          summary:
            "Starts a pop-up sign-in to the caller's Google or Yahoo address book (state and PKCE kept)",
          response: { ...errors },
        },
      },
      async (request) =>
        startContactImport(db, config, {
          userId: userIdOf(request),
          provider: request.body.Provider,
          now: new Date(),
        }),
    );

    serve(
      app,
      eventsGetYahooLoginRoute,
      {
        config: { access },
        schema: {
          tags: ['contacts'],
          summary:
            "The caller's Yahoo contacts (at most 700) for the code of their pop-up sign-in; the state " +
            "query must be that sign-in's, and the server exchanges the code with its own secret, never {secret}",
          response: { ...errors },
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

    serve(
      app,
      contactsGetGoogleContactsRoute,
      {
        config: { access },
        schema: {
          tags: ['contacts'],
          summary:
            "The caller's Google contacts (at most 700) for the code and state of their pop-up sign-in",
          response: { ...errors },
        },
      },
      async (request) =>
        finish(request, { provider: 'google', code: request.params.code, state: request.query.state }),
    );

    serve(
      app,
      contactsImportContactFileRoute,
      {
        config: { access },
        schema: {
          tags: ['contacts'],
          summary: 'The contacts (at most 700) of an uploaded vCard or CSV address book (File, at most 1 MB)',
          response: { ...errors, 413: errorBodySchema },
        },
      },
      async (request) => readContactUpload(request),
    );
  };
}
