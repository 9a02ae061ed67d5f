import { z } from 'zod';
import { route } from '../route';
import { imageResultSchema } from './landing-images';
import {
  addLandingPageRequestSchema,
  landingPageAvailabilitySchema,
  landingPageIdParamsSchema,
  landingPageMessageSchema,
  landingPagesResponseSchema,
  landingPageUpdateAvailabilityQuerySchema,
  landingPageUrlParamsSchema,
  updateLandingPageRequestSchema,
} from './landing-pages';

export const landingPageGetLandingPagesRoute = route({
  method: 'GET',
  path: '/api/LandingPage/GetLandingPages',
  response: landingPagesResponseSchema,
});

export const landingPageIsLandingPageAvailableForAddRoute = route({
  method: 'GET',
  path: '/api/LandingPage/IsLandingPageAvailableForAdd/:url',
  params: landingPageUrlParamsSchema,
  response: landingPageAvailabilitySchema,
});

export const landingPageIsLandingPageAvailableForUpdateRoute = route({
  method: 'GET',
  path: '/api/LandingPage/IsLandingPageAvailableForUpdate',
  query: landingPageUpdateAvailabilityQuerySchema,
  response: landingPageAvailabilitySchema,
});

export const landingPageAddLandingPageRoute = route({
  method: 'POST',
  path: '/api/LandingPage/AddLandingPage',
  body: addLandingPageRequestSchema,
  response: landingPageMessageSchema.extend({ Id: landingPageIdParamsSchema.shape.id }),
});

export const landingPageUpdateLandingPageRoute = route({
  method: 'POST',
  path: '/api/LandingPage/UpdateLandingPage',
  body: updateLandingPageRequestSchema,
  response: landingPageMessageSchema,
});

export const landingPageDeleteLandingPageRoute = route({
  method: 'DELETE',
  path: '/api/LandingPage/DeleteLandingPage/:id',
  params: landingPageIdParamsSchema,
  response: landingPageMessageSchema,
});

export const landingPageImageImageUploadRoute = route({
  method: 'POST',
  path: '/LandingPageImage/ImageUpload',
  consumes: ['multipart/form-data'],
  response: imageResultSchema,
});

export const landingPageImageImageCropUploadRoute = route({
  method: 'POST',
  path: '/LandingPageImage/ImageCropUpload',
  consumes: ['multipart/form-data'],
  response: imageResultSchema,
});

export const landingPageImageImageCropRoute = route({
  method: 'POST',
  path: '/LandingPageImage/ImageCrop',
  consumes: ['multipart/form-data'],
  response: imageResultSchema,
});

export const landingPageImageImagesRoute = route({
  method: 'GET',
  path: '/LandingPageImage/images/:name',
  params: z.object({ name: z.string().max(80) }),
});

/** The landing pages' shared files; `landing-pages` is a reserved page address. */
export const landingPageResourceRoute = route({
  method: 'GET',
  path: '/landing-pages/:name',
  params: z.object({ name: z.string().max(80) }),
});
