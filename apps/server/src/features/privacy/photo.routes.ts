import multipart from '@fastify/multipart';
import {
  errorBodySchema,
  eventsGetParticipantPhotoRoute,
  parentUploadChildPhotoRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { uploadRateLimit } from '../../http/upload-rate-limit';
import { readImageForm } from '../../integrations/images/read-image-form';
import { toParticipantItems } from '../participants/participant-items';
import { findParticipantsOfParent } from '../participants/participants.queries';
import { forgetPublicAnswers } from '../public-thon/public-thon';
import { type ChildPhotos, shownPhotoName } from './child-photos';
import { findChildPhoto, findShownPhoto } from './privacy.queries';

const photoBody = z.object({ ParticipantId: z.uuid() });

/** A parent uploads their child's photo; anyone reads it while the parent's consent stands. */
export function photoRoutes(
  { config, database: { db } }: AppDeps,
  photos: ChildPhotos,
): FastifyPluginAsyncZod {
  const rateLimit = uploadRateLimit(config.IMAGE_UPLOADS_PER_HOUR);
  return async (app) => {
    await app.register(multipart);

    serve(
      app,
      parentUploadChildPhotoRoute,
      {
        config: { access: { area: 'parent', who: ['parent'] }, rateLimit },
        schema: {
          tags: ['parents'],
          summary:
            "Multipart: ParticipantId and `file` (jpg, jpeg, png, bmp or gif, at most 8 MB): the photo of one of the caller's children, re-encoded without metadata; only while the photo consent stands",
          response: {
            400: errorBodySchema,
            413: errorBodySchema,
            422: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const parentUserId = requireSession(request).UserId;
        const { fields, file } = await readImageForm(request).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'too_large') reply.header('connection', 'close');
          throw error;
        });
        const parsed = photoBody.safeParse(fields);
        if (!parentUserId || !parsed.success) throw new AppError('forbidden', messages.accessDenied);
        const child = await findChildPhoto(db, { parentUserId, participantId: parsed.data.ParticipantId });
        if (!child) throw new AppError('forbidden', messages.accessDenied);
        if (!file) throw new AppError('validation', messages.invalidImage, { File: messages.notAnImage });
        await photos.save(db, child.id, file);
        forgetPublicAnswers(db, child.eventCode, child.id);
        const items = await toParticipantItems(db, await findParticipantsOfParent(db, { parentUserId }));
        const item = items.find((candidate) => candidate.ParticipantId === child.id);
        if (!item) throw new AppError('not_found', messages.notFound);
        return item;
      },
    );

    serve(
      app,
      eventsGetParticipantPhotoRoute,
      {
        config: { access: { area: 'open', who: 'anyone' } },
        schema: {
          tags: ['events'],
          summary: "A participant's photo, only while the parent's consent to show it stands",
        },
      },
      async (request, reply) => {
        const { eventCode, participantId } = request.params;
        const shown = await findShownPhoto(db, { eventCode, participantId });
        const image = shown ? await photos.store.get(shownPhotoName(participantId, shown)) : null;
        if (!image) throw new AppError('not_found', messages.notFound);
        return reply.type(image.contentType).send(image.data);
      },
    );
  };
}
