import {
  errorBodySchema,
  shopVendorUsersInviteRoute,
  shopVendorUsersRemoveRoute,
  shopVendorUsersRoute,
} from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { serve } from '../../http/serve-route';
import { invitePerson } from '../thon-people/invite-person';
import { removeVendorUser } from './remove-vendor-user';
import { requireVendorAccount } from './vendor-account';
import { listVendorMembers } from './vendor-users.queries';

const refusals = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
// Vendors (and super administrators, who name the account) manage the users of their own account.
const access = { area: 'shop', who: ['vendor'] } as const;

export function vendorUserRoutes({ config, database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      shopVendorUsersRoute,
      {
        config: { access },
        schema: {
          tags: ['shop'],
          summary: "The users of the caller's vendor account: those who accepted its invitation",
          response: { ...refusals },
        },
      },
      async (request) => {
        const session = requireSession(request);
        const vendor = await requireVendorAccount(db, request, request.query.VendorId);
        const members = await listVendorMembers(db, { vendorId: vendor.id });
        return {
          VendorId: vendor.id,
          VendorName: vendor.name,
          Users: members.map((member) => ({
            UserId: member.userId,
            FirstName: member.firstName,
            LastName: member.lastName,
            Email: member.email,
            Joined: member.joined,
            IsYou: member.userId === session.UserId,
            AddedAt: member.addedAt.toISOString(),
          })),
        };
      },
    );

    serve(
      app,
      shopVendorUsersInviteRoute,
      {
        config: { access },
        schema: {
          tags: ['shop'],
          summary:
            'Invites a person by e-mail to the vendor account: they join when they accept through the ' +
            'one-time link (the same answer whether or not the address has an account)',
          response: { ...refusals },
        },
      },
      async (request) => {
        const session = requireSession(request);
        const { VendorId, Email, FirstName, LastName } = request.body;
        const vendor = await requireVendorAccount(db, request, VendorId);
        return invitePerson(
          { db, config, log: request.log },
          {
            inviterUserId: session.UserId,
            email: Email,
            firstName: FirstName,
            lastName: LastName,
            place: { role: 'vendor', vendorId: vendor.id },
            placeName: vendor.name,
          },
        );
      },
    );

    serve(
      app,
      shopVendorUsersRemoveRoute,
      {
        config: { access },
        schema: {
          tags: ['shop'],
          summary: 'Removes a user from the vendor account and ends every session of theirs at once',
          response: { ...refusals, 422: errorBodySchema },
        },
      },
      async (request) => {
        const session = requireSession(request);
        const vendor = await requireVendorAccount(db, request, request.body.VendorId);
        return removeVendorUser(db, {
          vendorId: vendor.id,
          userId: request.body.UserId,
          removerUserId: session.UserId,
        });
      },
    );
  };
}
