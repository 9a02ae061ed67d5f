import { errorBodySchema, type ImageError, imageErrorSchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { ImageStorage } from './image-storage';
import { type SavedImage, saveUploadedImage } from './process-image';
import { readImageForm } from './read-image-form';

// A body that is no multipart form is refused before the handler, as an ordinary error body.
const refusal = z.union([imageErrorSchema, errorBodySchema]);
export const imageRefusals = { 400: refusal, 413: refusal, 422: refusal, 429: refusal };

/** A refusal in the calls' own shape: status error, the title, and the text for the file. */
export function refuse(reply: FastifyReply, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  if (error.code === 'too_large') reply.header('connection', 'close');
  const body: ImageError = {
    Status: 'error',
    Url: null,
    Width: null,
    Height: null,
    Success: false,
    Message: error.message,
    Errors: error.fieldErrors,
  };
  return reply.status(error.status).send(body);
}

export const success = (image: SavedImage) => ({
  Status: 'success' as const,
  Url: image.url,
  Width: image.width,
  Height: image.height,
  Message: messages.uploaded,
});

/**
 * One image upload, answered in the image calls' shape: the file is checked, re-encoded without its
 * metadata and stored (decision 049), whoever's page it is for.
 */
export async function answerImageUpload(storage: ImageStorage, request: FastifyRequest, reply: FastifyReply) {
  try {
    const { file } = await readImageForm(request);
    if (!file) throw new AppError('validation', messages.invalidImage, { File: messages.notAnImage });
    return success(await saveUploadedImage(storage, file, 'page'));
  } catch (error) {
    return refuse(reply, error);
  }
}
