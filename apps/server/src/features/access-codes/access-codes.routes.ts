import {
  type AccessCodeBadge,
  accessCodeQrParamsSchema,
  accessCodeQrPngSchema,
  accessCodesByEventParamsSchema,
  accessCodesByEventResponseSchema,
  accessCodeThonsResponseSchema,
} from '@pledgethon/contracts';
import { messages, teamColor } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { findThonTeams } from '../lap-counter/lap-counter.queries';
import { listAccessCodeThons, requireAccessCodeViewer } from './access-code-viewer';
import { findBadgeParticipants, findParticipantAccessCode } from './access-codes.queries';
import { groupByTeam } from './group-by-team';
import { publicParticipantUrl, qrLoginUrl, qrPng } from './qr-login';

export function accessCodeRoutes({ config, database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/AccessCodes/GetThons',
      {
        // Whose codes the caller may see is decided by the Thon's grants, in requireAccessCodeViewer.
        config: { access: { area: 'general', who: 'signed-in' } },
        schema: {
          tags: ['access-codes'],
          summary:
            'The Thons whose access codes the caller may see, newest first (their organisers and ' +
            'teachers; every Thon for super administrators)',
          response: { 200: accessCodeThonsResponseSchema },
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

    app.get(
      '/api/AccessCodes/GetByEvent/:eventId',
      {
        config: { access: { area: 'general', who: 'signed-in' } },
        schema: {
          tags: ['access-codes'],
          summary:
            "A Thon's participants by team with their access codes and QR login codes, for the badge " +
            'sheet (organisers and teachers of the Thon)',
          params: accessCodesByEventParamsSchema,
          response: { 200: accessCodesByEventResponseSchema },
        },
      },
      async (request) => {
        const event = await requireAccessCodeViewer(db, request, request.params.eventId);
        const [participants, teams] = await Promise.all([
          findBadgeParticipants(db, { eventId: event.id }),
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
          QrLoginUrl: qrLoginUrl(config.publicUrl, participant.accessCode),
          LapPageUrl: publicParticipantUrl(config.publicUrl, event.eventCode, participant.id),
        }));
        return {
          EventId: event.id,
          EventName: event.name,
          EventCode: event.eventCode,
          Teams: groupByTeam(badges, colors),
        };
      },
    );

    app.get(
      '/api/AccessCodes/Qr/:participantId.png',
      {
        config: { access: { area: 'general', who: 'signed-in' } },
        schema: {
          tags: ['access-codes'],
          summary: "A participant's QR login code as a PNG download (organisers and teachers of the Thon)",
          params: accessCodeQrParamsSchema,
          produces: ['image/png'],
          response: { 200: accessCodeQrPngSchema },
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        const participant = await findParticipantAccessCode(db, {
          participantId: request.params.participantId,
        });
        // Unknown participants get the same refusal as others' participants, so ids cannot be probed.
        if (!participant) {
          if (session.IsSuperAdmin) throw new AppError('not_found', messages.notFound);
          throw new AppError('forbidden', messages.accessDenied);
        }
        await requireAccessCodeViewer(db, request, participant.eventId);
        const png = await qrPng(qrLoginUrl(config.publicUrl, participant.accessCode));
        return reply
          .type('image/png')
          .header('Content-Disposition', `attachment; filename="qr-${request.params.participantId}.png"`)
          .header('Cache-Control', 'private, no-store')
          .send(png);
      },
    );
  };
}
