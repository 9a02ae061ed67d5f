import {
  errorBodySchema,
  franchiseesCreateRoute,
  franchiseesInviteRoute,
  franchiseesListRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { schema } from '@pledgethon/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { toFranchiseeSummaries } from './franchisee-summaries';
import { listFranchisees } from './franchisees.queries';
import { invitePerson } from './invite-person';
import { findFranchiseeName, holdsFranchiseeUserGrant, insertFranchisee } from './people.queries';

const refusals = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export function franchiseeRoutes({ config, database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      franchiseesListRoute,
      {
        config: { access: { area: 'general', who: ['franchisee_user'] } },
        schema: {
          tags: ['franchisees'],
          summary:
            'Franchisees with their commission rate, users and team leaders (every one for super administrators, ' +
            'its own for a franchisee user)',
          response: { 403: errorBodySchema },
        },
      },
      async (request) => {
        const session = requireSession(request);
        if (session.IsSuperAdmin) return toFranchiseeSummaries(await listFranchisees(db, { all: true }));
        if (!session.UserId) throw new AppError('forbidden', messages.accessDenied);
        return toFranchiseeSummaries(await listFranchisees(db, { userId: session.UserId }));
      },
    );

    serve(
      app,
      franchiseesCreateRoute,
      {
        config: { access: { area: 'general', who: ['super_admin'] } },
        schema: {
          tags: ['franchisees'],
          summary: 'Creates a franchisee with its commission rate (at most 60%)',
          response: { ...refusals },
        },
      },
      async (request) => {
        const { Name, Territory, CommissionRatePercent } = request.body;
        const franchiseeId = await insertFranchisee(db, {
          name: Name,
          territory: Territory,
          commissionBasisPoints: Math.round(CommissionRatePercent * schema.BASIS_POINTS_PER_PERCENT),
        });
        return { Message: messages.franchiseeCreated, FranchiseeId: franchiseeId, CommissionRatePercent };
      },
    );

    serve(
      app,
      franchiseesInviteRoute,
      {
        config: { access: { area: 'general', who: ['franchisee_user'] } },
        schema: {
          tags: ['franchisees'],
          summary:
            "Invites a franchisee user or franchisee team leader by e-mail (super administrators, and the franchisee's own users); the role comes when the person accepts",
          response: { ...refusals },
        },
      },
      async (request) => {
        const session = requireSession(request);
        const { FranchiseeId, Role, Email, FirstName, LastName } = request.body;
        const own =
          session.UserId !== null &&
          (await holdsFranchiseeUserGrant(db, { userId: session.UserId, franchiseeId: FranchiseeId }));
        if (!session.IsSuperAdmin && !own) throw new AppError('forbidden', messages.accessDenied);
        const name = await findFranchiseeName(db, { franchiseeId: FranchiseeId });
        if (!name) throw new AppError('not_found', messages.notFound);
        return invitePerson(
          { db, config, log: request.log },
          {
            inviterUserId: session.UserId,
            email: Email,
            firstName: FirstName,
            lastName: LastName,
            place: { role: Role, franchiseeId: FranchiseeId },
            placeName: name,
          },
        );
      },
    );
  };
}
