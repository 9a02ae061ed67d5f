import {
  errorBodySchema,
  invitationsAcceptRoute,
  invitationsDescribeRoute,
  thonPeopleCancelInvitationRoute,
  thonPeopleInvitationsRoute,
  thonPeopleInviteRoute,
  thonPeopleOrganizerRoute,
  thonPeopleUpdateOrganizerRoute,
  thonTeamsCreateRoute,
  thonTeamsRenameRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { authRateLimit } from '../../http/rate-limit';
import { serve } from '../../http/serve-route';
import { requireThonReach } from '../thons/thon-reach';
import { THON_RUNNER_ROLES, WHOLE_THON_ACTORS } from '../thons/thon-roles';
import { acceptInvitation } from './accept-invitation';
import { describeInvitation } from './describe-invitation';
import { invitePerson } from './invite-person';
import { cancelInvitation, listOpenInvitations } from './open-invitations';
import type { InvitationReader } from './open-invitations.queries';
import { findTeam, findThonContact, insertTeamOnce, setTeamName, teamNameTaken } from './people.queries';
import { toOrganizer, updateOrganizer } from './update-organizer';

// Teams and people shape the whole Thon: for those who reach all of it.
const access = { area: 'general', who: THON_RUNNER_ROLES } as const;
const refusals = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

const readerOf = (request: FastifyRequest): InvitationReader => {
  const session = requireSession(request);
  return session.IsSuperAdmin ? { everyThon: true } : { everyThon: false, userId: session.UserId ?? '' };
};

export function thonPeopleRoutes({ config, database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      thonTeamsCreateRoute,
      {
        config: { access },
        schema: {
          tags: ['teams'],
          summary: 'Creates a team in a Thon; team names are unique in a Thon whatever their letter case',
          response: { ...refusals },
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        const teamId = await insertTeamOnce(db, { eventId: reach.event.id, name: request.body.Name });
        if (!teamId) throw new AppError('conflict', messages.teamNameTaken, { Name: messages.teamNameTaken });
        return { Message: messages.teamCreated, TeamId: teamId, Name: request.body.Name };
      },
    );

    serve(
      app,
      thonTeamsRenameRoute,
      {
        config: { access },
        schema: {
          tags: ['teams'],
          summary: 'Renames a team of a Thon',
          response: { ...refusals },
        },
      },
      async (request) => {
        const { TeamId, Name } = request.body;
        const team = await findTeam(db, { teamId: TeamId });
        if (!team) {
          if (requireSession(request).IsSuperAdmin) throw new AppError('not_found', messages.notFound);
          throw new AppError('forbidden', messages.accessDenied);
        }
        await requireThonReach(db, request, team.eventId, WHOLE_THON_ACTORS);
        await db.transaction(async (tx) => {
          if (await teamNameTaken(tx, { eventId: team.eventId, name: Name, exceptTeamId: TeamId })) {
            throw new AppError('conflict', messages.teamNameTaken, { Name: messages.teamNameTaken });
          }
          await setTeamName(tx, { teamId: TeamId, name: Name });
        });
        return { Message: messages.saved, TeamId, Name };
      },
    );

    serve(
      app,
      thonPeopleInviteRoute,
      {
        config: { access },
        schema: {
          tags: ['teams'],
          summary:
            'Invites a teacher or a team leader (one per team) to a Thon by e-mail: the role comes when the ' +
            'person accepts through the one-time link (the same answer whether or not the address has an account)',
          response: { ...refusals },
        },
      },
      async (request) => {
        const { EventId, Role, TeamId, Email, FirstName, LastName } = request.body;
        const reach = await requireThonReach(db, request, EventId, WHOLE_THON_ACTORS);
        if (Role === 'team_leader') {
          const team = TeamId ? await findTeam(db, { teamId: TeamId }) : undefined;
          if (!team || team.eventId !== reach.event.id) {
            throw new AppError('validation', messages.reviewRequiredFields, {
              TeamId: messages.reviewRequiredFields,
            });
          }
        }
        return invitePerson(
          { db, config, log: request.log },
          {
            inviterUserId: requireSession(request).UserId,
            email: Email,
            firstName: FirstName,
            lastName: LastName,
            place: { role: Role, eventId: reach.event.id, teamId: Role === 'team_leader' ? TeamId : null },
            placeName: reach.event.name,
          },
        );
      },
    );

    serve(
      app,
      thonPeopleInvitationsRoute,
      {
        config: { access },
        schema: {
          tags: ['teams'],
          summary:
            "The Thon's invitations whose link still works (not accepted, not expired): whom, as what, by whom and when",
          response: { ...refusals },
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.params.eventId, WHOLE_THON_ACTORS);
        return listOpenInvitations(db, { eventId: reach.event.id, reader: readerOf(request) });
      },
    );

    serve(
      app,
      thonPeopleCancelInvitationRoute,
      {
        config: { access },
        schema: {
          tags: ['teams'],
          summary:
            'Cancels an invitation to a Thon the caller runs before it is accepted: its link stops working',
          response: { ...refusals },
        },
      },
      async (request) =>
        cancelInvitation(db, { invitationId: request.body.InvitationId, reader: readerOf(request) }),
    );

    serve(
      app,
      thonPeopleOrganizerRoute,
      {
        config: { access },
        schema: {
          tags: ['teams'],
          summary: "The Thon's organiser contact: name, e-mail and phone, as the Thon names them",
          response: { ...refusals },
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.params.eventId, WHOLE_THON_ACTORS);
        const contact = await findThonContact(db, { eventId: reach.event.id });
        if (!contact) throw new AppError('not_found', messages.notFound);
        return toOrganizer(contact);
      },
    );

    serve(
      app,
      thonPeopleUpdateOrganizerRoute,
      {
        config: { access },
        schema: {
          tags: ['teams'],
          summary:
            "Names the Thon's organiser contact (name, e-mail, phone): the Thon's data, which changes no one's sign-in",
          response: { ...refusals },
        },
      },
      async (request) => {
        const reach = await requireThonReach(db, request, request.body.EventId, WHOLE_THON_ACTORS);
        return updateOrganizer(db, { ...request.body, EventId: reach.event.id });
      },
    );

    serve(
      app,
      invitationsDescribeRoute,
      {
        config: { access: { area: 'open', who: 'anyone' }, rateLimit: authRateLimit(config) },
        schema: {
          tags: ['teams'],
          summary:
            'What an invitation link offers: the role, the place, and whether the address has an account',
          response: { 400: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) =>
        describeInvitation(db, {
          token: request.body.Token,
          signedInUserId: request.session?.UserId ?? null,
        }),
    );

    serve(
      app,
      invitationsAcceptRoute,
      {
        config: { access: { area: 'open', who: 'anyone' }, rateLimit: authRateLimit(config) },
        schema: {
          tags: ['teams'],
          summary:
            'Accepts an invitation through its one-time link: a new person gives a password and accepts the ' +
            'terms; a person with an account accepts signed in as that account',
          response: {
            400: errorBodySchema,
            403: errorBodySchema,
            409: errorBodySchema,
            422: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request) =>
        acceptInvitation(db, {
          token: request.body.Token,
          password: request.body.Password,
          acceptTerms: request.body.AcceptTerms,
          confirmShopOnly: request.body.ConfirmShopOnly,
          signedInUserId: request.session?.UserId ?? null,
        }),
    );
  };
}
