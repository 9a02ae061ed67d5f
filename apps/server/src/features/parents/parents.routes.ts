import {
  addChildRequestSchema,
  childPledgesSchema,
  childQrParamsSchema,
  childQrSchema,
  participantItemSchema,
  participantListSchema,
  participantsByParentParamsSchema,
  updateChildRequestSchema,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { qrLoginUrl, qrPngDataUrl } from '../access-codes/qr-login';
import { toParticipantItems } from '../participants/participant-items';
import { findParticipantsOfParent } from '../participants/participants.queries';
import type { ChildPhotos } from '../privacy/child-photos';
import { childPledges } from './child-pledges';
import { addChild, updateChild } from './children';
import { findChildAccessCode } from './parents.queries';

// A parent acts only on their own children: the session's user is the parent, never an id sent.
const parentId = (request: Parameters<typeof requireSession>[0]) => {
  const userId = requireSession(request).UserId;
  if (!userId) throw new AppError('forbidden', messages.accessDenied);
  return userId;
};

export function parentRoutes(
  { config, database: { db } }: AppDeps,
  photos: ChildPhotos,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/Parent/GetParticipantsByParent/:parentId/:userId',
      {
        config: { personalData: "a parent's participants", access: { area: 'parent', who: 'signed-in' } },
        schema: {
          tags: ['parents'],
          summary:
            "A parent's participants; both ids must be the caller's own user id (super administrators: any parent)",
          params: participantsByParentParamsSchema,
          response: { 200: participantListSchema },
        },
      },
      async (request) => {
        const session = requireSession(request);
        const { parentId, userId } = request.params;
        const ownIds = parentId === session.UserId && userId === session.UserId;
        if (!session.IsSuperAdmin && !ownIds) throw new AppError('forbidden', messages.accessDenied);
        return toParticipantItems(db, await findParticipantsOfParent(db, { parentUserId: parentId }));
      },
    );

    app.post(
      '/api/Parent/AddParticipant',
      {
        config: { access: { area: 'parent', who: ['parent'] } },
        schema: {
          tags: ['parents'],
          summary:
            "Adds the caller's child to the Thon of an event code (at most 9 children; each once per Thon)",
          body: addChildRequestSchema,
          response: { 200: participantItemSchema },
        },
      },
      async (request) => addChild(db, parentId(request), request.body),
    );

    app.post(
      '/api/Parent/UpdateParticipant',
      {
        config: { access: { area: 'parent', who: ['parent'] } },
        schema: {
          tags: ['parents'],
          summary: "Changes the goal of one of the caller's children, or what the child's public page shows",
          body: updateChildRequestSchema,
          response: { 200: participantItemSchema },
        },
      },
      async (request) => updateChild(db, photos, parentId(request), request.body),
    );

    app.get(
      '/api/Parent/GetPledges',
      {
        config: { access: { area: 'parent', who: ['parent'] } },
        schema: {
          tags: ['parents'],
          summary:
            "The pledges the caller's children received, newest first, with state, expected and charged amounts",
          response: { 200: childPledgesSchema },
        },
      },
      async (request) => childPledges(db, parentId(request)),
    );

    app.get(
      '/api/Parent/GetQr/:participantId',
      {
        config: { access: { area: 'parent', who: ['parent'] } },
        schema: {
          tags: ['parents'],
          summary: "The QR login code of one of the caller's children (anyone else's: access denied)",
          params: childQrParamsSchema,
          response: { 200: childQrSchema },
        },
      },
      async (request) => {
        const accessCode = await findChildAccessCode(db, {
          parentUserId: parentId(request),
          participantId: request.params.participantId,
        });
        if (!accessCode) throw new AppError('forbidden', messages.accessDenied);
        const url = qrLoginUrl(config.publicUrl, accessCode);
        return { QrLoginUrl: url, QrPngDataUrl: await qrPngDataUrl(url) };
      },
    );
  };
}
