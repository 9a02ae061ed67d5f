import { join } from 'node:path';
import { messages } from '@pledgethon/core';
import { type Executor, eq, schema } from '@pledgethon/db';
import { type Config, usesS3 } from '../../config';
import { AppError } from '../../http/app-error';
import { createImageStorage, type ImageStorage } from '../../integrations/images/image-storage';
import { localImageStorage } from '../../integrations/images/local-image-storage';
import { IMAGE_PATH, responsiveSizes, saveUploadedImage } from '../../integrations/images/process-image';

const { participants } = schema;

/**
 * Children's photos are kept apart from the landing pages' images: under their own folder (or key
 * prefix), each name starting with the child's id, never served under an address that can be cached
 * for good. So one child's photo is deleted without touching another's, even the same picture.
 */
export function createPhotoStore(config: Config): ImageStorage {
  if (!usesS3(config)) return localImageStorage(join(config.imagesDir, 'participant-photos'));
  const bucket = createImageStorage(config);
  const key = (name: string) => `participant-photos/${name}`;
  return {
    put: (name, image) => bucket.put(key(name), image),
    get: (name) => bucket.get(key(name)),
    remove: (name) => bucket.remove(key(name)),
  };
}

/** Every stored name of a child's photo: the picture and its smaller sizes. */
function storedPhotoNames(participantId: string, photoName: string): string[] {
  return responsiveSizes(`${IMAGE_PATH}${photoName}`).map(
    (size) => `${participantId}-${size.url.slice(IMAGE_PATH.length)}`,
  );
}

/** The stored name a public page shows: the smallest size, enough for a portrait beside the progress. */
export function shownPhotoName(participantId: string, photoName: string): string {
  const [smallest] = storedPhotoNames(participantId, photoName);
  if (!smallest) throw new Error('a photo has at least one size');
  return smallest;
}

export type ChildPhotos = ReturnType<typeof childPhotos>;

export function childPhotos(store: ImageStorage) {
  const forChild = (participantId: string): ImageStorage => ({
    put: (name, image) => store.put(`${participantId}-${name}`, image),
    get: (name) => store.get(`${participantId}-${name}`),
    remove: (name) => store.remove(`${participantId}-${name}`),
  });
  /** Deletes the stored files; safe to repeat, a missing file is already gone. */
  const removeFiles = async (participantId: string, photoName: string) => {
    for (const name of storedPhotoNames(participantId, photoName)) await store.remove(name);
  };
  return {
    store,
    removeFiles,
    /**
     * Stores a photo checked and re-encoded as landing images are (decision 049), replacing the
     * child's earlier one. Only a child whose photo consent stands may have one.
     */
    async save(db: Executor, participantId: string, file: { fileName: string; data: Buffer }) {
      const [row] = await db
        .select({ photoName: participants.photoName, optIn: participants.publicPhotoOptIn })
        .from(participants)
        .where(eq(participants.id, participantId));
      if (!row?.optIn) throw new AppError('rule', messages.photoConsentNeeded);
      const saved = await saveUploadedImage(forChild(participantId), file, 'photo');
      const photoName = saved.url.slice(IMAGE_PATH.length);
      await db.update(participants).set({ photoName }).where(eq(participants.id, participantId));
      if (row.photoName && row.photoName !== photoName) await removeFiles(participantId, row.photoName);
    },
    /** Deletes the child's photo: the files first, so a stop halfway leaves a name to delete again. */
    async remove(db: Executor, participantId: string) {
      const [row] = await db
        .select({ photoName: participants.photoName })
        .from(participants)
        .where(eq(participants.id, participantId));
      if (!row?.photoName) return;
      await removeFiles(participantId, row.photoName);
      await db.update(participants).set({ photoName: null }).where(eq(participants.id, participantId));
    },
  };
}
