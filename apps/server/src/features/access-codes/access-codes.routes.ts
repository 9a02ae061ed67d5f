import {
  type AccessCodeBadge,
  accessCodesGetByEventRoute,
  accessCodesGetThonsRoute,
  accessCodesQrRoute,
} from '@pledgethon/contracts';
import { messages, participantPageUrl, teamColor } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { withinReach } from '../thon-participants/thon-participants.queries';
import { listAccessCodeThons, requireAccessCodeViewer } from './access-code-viewer';
import {
  findBadgeParticipants,
  findParticipantAccessCode,
  findParticipantEvent,
  findThonTeams,
} from './access-codes.queries';
import { groupByTeam } from './group-by-team';
import { qrLoginUrl, qrPng } from './qr-login';

export function accessCodeRoutes({ config, database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      accessCodesGetThonsRoute,
      {
        config: { access: { area: 'general', who: 'signed-in' } },
        schema: {
          tags: ['access-codes'],
          summary:
            'The Thons whose access codes the caller may see, newest first (their organisers and ' +
            'teachers; every Thon for super administrators)',
        },
      },
      async (request) =>
        (await listAccessCodeThons(db, request)).map((thon) => ({
          EventId: thon.id,
          Name: thon.name,
          EventCode: thon.eventCode,
          EventDate: thon.eventDate,
        })),
    );

    serve(
      app,
      accessCodesGetByEventRoute,
      {
        config: { access: { area: 'general', who: 'signed-in' } },
        schema: {
          tags: ['access-codes'],
          summary:
            "A Thon's participants by team with their access codes and QR login codes, for the badge " +
            "sheet (every participant for the Thon's organisers, a teacher's own class for a teacher)",
        },
      },
      async (request) => {
        const { event, participants: reach } = await requireAccessCodeViewer(
          db,
          request,
          request.params.eventId,
        );
        const [participants, teams] = await Promise.all([
          findBadgeParticipants(db, { eventId: event.id, scope: withinReach(event.id, reach) }),
          findThonTeams(db, { eventId: event.id }),
        ]);
        const colors = new Map(teams.map((team, position) => [team.id, teamColor(position)]));
        const badges = participants.map((participant): AccessCodeBadge & { TeamId: string | null } => ({
          ParticipantId: participant.id,
          FirstName: participant.firstName,
          LastName: participant.lastName,
          TeamId: participant.teamId,
          TeamName: participant.teamName,
          AccessCode: participant.accessCode,
          BadgeNumber: participant.badgeNumber,
          QrLoginUrl: qrLoginUrl(config.publicUrl, participant.accessCode),
          // The lap-counter badge carries the child's public page, which signs nobody in.
          LapPageUrl: participantPageUrl(config.publicUrl, event.eventCode, participant.id),
        }));
        return {
          EventId: event.id,
          EventName: event.name,
          EventCode: event.eventCode,
          Teams: groupByTeam(badges, colors),
        };
      },
    );

    serve(
      app,
      accessCodesQrRoute,
      {
        config: { access: { area: 'general', who: 'signed-in' } },
        schema: {
          tags: ['access-codes'],
          summary:
            "A participant's QR login code as a PNG download (organisers of the Thon, and the participant's teacher)",
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        const { participantId } = request.params;
        const eventId = await findParticipantEvent(db, { participantId });
        // Unknown participants, and those outside the caller's class, get the same refusal as others'
        // participants, so ids cannot be probed.
        const refuse = () =>
          session.IsSuperAdmin
            ? new AppError('not_found', messages.notFound)
            : new AppError('forbidden', messages.accessDenied);
        if (!eventId) throw refuse();
        const reach = await requireAccessCodeViewer(db, request, eventId);
        const accessCode = await findParticipantAccessCode(db, {
          participantId,
          scope: withinReach(eventId, reach.participants),
        });
        if (!accessCode) throw refuse();
        const png = await qrPng(qrLoginUrl(config.publicUrl, accessCode));
        return reply
          .type('image/png')
          .header('Content-Disposition', `attachment; filename="qr-${request.params.participantId}.png"`)
          .header('Cache-Control', 'private, no-store')
          .send(png);
      },
    );
  };
}
