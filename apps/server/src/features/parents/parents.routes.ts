import {
  parentAddParticipantRoute,
  parentClaimParticipantRoute,
  parentGetParticipantsByParentRoute,
  parentGetPledgesRoute,
  parentGetQrRoute,
  parentUpdateParticipantRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { authRateLimit } from '../../http/rate-limit';
import { serve } from '../../http/serve-route';
import { qrLoginUrl, qrPngDataUrl } from '../access-codes/qr-login';
import { toParticipantItems } from '../participants/participant-items';
import { findParticipantsOfParent } from '../participants/participants.queries';
import type { ChildPhotos } from '../privacy/child-photos';
import { childPledges } from './child-pledges';
import { addChild, updateChild } from './children';
import { claimChild } from './claim-child';
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
    serve(
      app,
      parentGetParticipantsByParentRoute,
      {
        config: { personalData: "a parent's participants", access: { area: 'parent', who: 'signed-in' } },
        schema: {
          tags: ['parents'],
          summary:
            "A parent's participants; both ids must be the caller's own user id (super administrators: any parent)",
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

    serve(
      app,
      parentAddParticipantRoute,
      {
        config: { access: { area: 'parent', who: ['parent'] } },
        schema: {
          tags: ['parents'],
          summary:
            "Adds the caller's child to the Thon of an event code (at most 9 children; each once per Thon)",
        },
      },
      async (request) => addChild(db, parentId(request), request.body),
    );

    serve(
      app,
      parentClaimParticipantRoute,
      {
        // Access codes are guessed here as at sign-in, so the same per-address limit holds.
        config: { access: { area: 'parent', who: ['parent'] }, rateLimit: authRateLimit(config) },
        schema: {
          tags: ['parents'],
          summary:
            "Links the caller to the child the school listed, by the child's access code or badge QR link " +
            '(no new participant; at most 9 children)',
        },
      },
      async (request) => claimChild(db, photos, parentId(request), request.body),
    );

    serve(
      app,
      parentUpdateParticipantRoute,
      {
        config: { access: { area: 'parent', who: ['parent'] } },
        schema: {
          tags: ['parents'],
          summary: "Changes the goal of one of the caller's children, or what the child's public page shows",
        },
      },
      async (request) => updateChild(db, photos, parentId(request), request.body),
    );

    serve(
      app,
      parentGetPledgesRoute,
      {
        config: { access: { area: 'parent', who: ['parent'] } },
        schema: {
          tags: ['parents'],
          summary:
            "The pledges the caller's children received, newest first, with state, expected and charged amounts",
        },
      },
      async (request) => childPledges(db, parentId(request)),
    );

    serve(
      app,
      parentGetQrRoute,
      {
        config: { access: { area: 'parent', who: ['parent'] } },
        schema: {
          tags: ['parents'],
          summary: "The QR login code of one of the caller's children (anyone else's: access denied)",
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
