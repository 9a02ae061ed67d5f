import {
  participantsGetParticipantsByUserIdRoute,
  participantsIsLoggedInUserIsTeacherRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { requireOwnSessionToken } from './own-session-token';
import { toParticipantItems } from './participant-items';
import { findParticipantEventId, findParticipantsOfUser, findTeacherEventId } from './participants.queries';

export function participantRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      participantsIsLoggedInUserIsTeacherRoute,
      {
        config: { access: { area: 'open', who: 'signed-in' } },
        schema: {
          tags: ['participants'],
          summary:
            "Whether the caller (token = the caller's own Token) is a teacher, and the Thon of the " +
            "teacher grant or else of the caller's participant; super administrators: false, null",
        },
      },
      async (request) => {
        const session = requireOwnSessionToken(request, request.params.token);
        if (session.IsSuperAdmin) return { IsTeacher: false, EventId: null };
        if (session.IsTeacher && session.UserId) {
          return { IsTeacher: true, EventId: await findTeacherEventId(db, { userId: session.UserId }) };
        }
        const eventId = session.ParticipantId
          ? await findParticipantEventId(db, { participantId: session.ParticipantId })
          : null;
        return { IsTeacher: session.IsTeacher, EventId: eventId };
      },
    );

    serve(
      app,
      participantsGetParticipantsByUserIdRoute,
      {
        config: { access: { area: 'general', who: 'signed-in' } },
        schema: {
          tags: ['participants'],
          summary: 'The participant records of a user (the user themselves or a super administrator)',
        },
      },
      async (request) => {
        const session = requireSession(request);
        const { userId } = request.params;
        if (!session.IsSuperAdmin && session.UserId !== userId) {
          throw new AppError('forbidden', messages.accessDenied);
        }
        return toParticipantItems(db, await findParticipantsOfUser(db, { userId }));
      },
    );
  };
}
