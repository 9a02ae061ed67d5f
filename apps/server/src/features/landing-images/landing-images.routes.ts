import multipart from '@fastify/multipart';
import {
  imageCropRequestSchema,
  landingPageImageImageCropRoute,
  landingPageImageImageCropUploadRoute,
  landingPageImageImagesRoute,
  landingPageImageImageUploadRoute,
} from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { uploadRateLimit } from '../../http/upload-rate-limit';
import { cropImage } from '../../integrations/images/crop-image';
import {
  contentTypeOf,
  createImageStorage,
  IMAGE_NAME_PATTERN,
  type ImageStorage,
} from '../../integrations/images/image-storage';
import {
  answerImageUpload,
  imageRefusals as refusals,
  refuse,
  success,
} from '../../integrations/images/image-upload-answer';
import { readImageForm } from '../../integrations/images/read-image-form';
import { THON_RUNNER_ROLES } from '../thons/thon-roles';
import { shippedImage } from './shipped-images';

/** The people who make landing pages upload their images (super administrators hold every role). */
const access = { area: 'general', who: THON_RUNNER_ROLES } as const;

export function landingImageRoutes(
  deps: AppDeps,
  storage: ImageStorage = createImageStorage(deps.config),
): FastifyPluginAsyncZod {
  const rateLimit = uploadRateLimit(deps.config.IMAGE_UPLOADS_PER_HOUR);
  const upload = (request: FastifyRequest, reply: FastifyReply) => answerImageUpload(storage, request, reply);
  const uploadSchema = (summary: string) => ({
    tags: ['landing pages'],
    summary,
    response: refusals,
  });

  return async (app) => {
    await app.register(multipart);

    serve(
      app,
      landingPageImageImageUploadRoute,
      {
        config: { access, rateLimit },
        schema: uploadSchema(
          'Multipart image (`file`: jpg, jpeg, png, bmp or gif, at most 8 MB), stored re-encoded without its metadata',
        ),
      },
      upload,
    );

    serve(
      app,
      landingPageImageImageCropUploadRoute,
      {
        config: { access, rateLimit },
        schema: uploadSchema('Multipart image to crop (`file`), checked and stored like an image upload'),
      },
      upload,
    );

    serve(
      app,
      landingPageImageImageCropRoute,
      {
        config: { access, rateLimit },
        schema: uploadSchema(
          'Multipart image-crop request (ImageUrl, InitialWidth, InitialHeight, CurrentWidth, CurrentHeight, OffsetX, OffsetY, CropWidth, CropHeight, Rotation): stores the crop as a new image',
        ),
      },
      async (request, reply) => {
        try {
          const { fields } = await readImageForm(request);
          const parsed = imageCropRequestSchema.safeParse(fields);
          if (!parsed.success) throw new AppError('validation', messages.invalidData);
          return success(await cropImage(storage, parsed.data));
        } catch (error) {
          return refuse(reply, error);
        }
      },
    );

    serve(
      app,
      landingPageImageImagesRoute,
      {
        config: {
          access: { area: 'open', who: 'anyone' },
          cacheControl: 'public, max-age=31536000, immutable',
        },
        schema: {
          tags: ['landing pages'],
          summary: 'A stored landing-page image, by its content-hashed name',
        },
      },
      async (request, reply) => {
        const { name } = request.params;
        const image = IMAGE_NAME_PATTERN.test(name)
          ? ((await storage.get(name)) ?? (await shippedImage(name)))
          : null;
        if (!image) throw new AppError('not_found', messages.notFound);
        return (
          reply
            .type(contentTypeOf(name))
            // The name holds a hash of the content: the bytes behind it never change.
            .header('cache-control', 'public, max-age=31536000, immutable')
            .send(image.data)
        );
      },
    );
  };
}
