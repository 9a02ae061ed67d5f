import { messages } from '@pledgethon/core';
import { z } from 'zod';
import { landingImageUrlSchema } from './landing-pages';

/** The answer of the image upload, crop upload and crop calls (spec section 3) when they succeed. */
export const imageResultSchema = z
  .object({
    Status: z.literal('success'),
    Url: z.string(),
    Width: z.number().int(),
    Height: z.number().int(),
    Message: z.string(),
  })
  .meta({ id: 'ImageResult' });

/**
 * Their answer on a refusal: status error, no image, the error's title in Message and its text in
 * Errors.File ('Invalid Image' / 'not an image'), so it is also an ordinary error body.
 */
export const imageErrorSchema = z
  .object({
    Status: z.literal('error'),
    Url: z.null(),
    Width: z.null(),
    Height: z.null(),
    Success: z.literal(false),
    Message: z.string(),
    Errors: z.record(z.string(), z.string()),
  })
  .meta({ id: 'ImageError' });
export type ImageError = z.infer<typeof imageErrorSchema>;

const pixels = z.coerce.number(messages.invalidData).int(messages.invalidData).min(1).max(20_000);
const offset = z.coerce.number(messages.invalidData).int(messages.invalidData).min(-20_000).max(20_000);

/**
 * The image-crop request (spec section 3): the image, its initial (natural) size and the size it was
 * shown at, where the crop starts and how big it is in the shown size, and the rotation in degrees.
 */
export const imageCropRequestSchema = z
  .object({
    ImageUrl: landingImageUrlSchema,
    InitialWidth: pixels,
    InitialHeight: pixels,
    CurrentWidth: pixels,
    CurrentHeight: pixels,
    OffsetX: offset,
    OffsetY: offset,
    CropWidth: pixels,
    CropHeight: pixels,
    Rotation: z.coerce.number(messages.invalidData).int(messages.invalidData).min(-360).max(360),
  })
  .meta({ id: 'ImageCropRequest' });
export type ImageCropRequest = z.infer<typeof imageCropRequestSchema>;
