import { join } from 'node:path';
import type { Config } from '../../config';
import { localImageStorage } from './local-image-storage';
import { s3ImageStorage } from './s3-image-storage';

/** A stored image: its bytes and the content type it is served with. */
export type StoredImage = { data: Buffer; contentType: string };

/**
 * Where landing-page images live. Names carry a hash of the content, so an image is never
 * overwritten with different bytes and a name can be cached for good.
 */
export interface ImageStorage {
  put(name: string, image: StoredImage): Promise<void>;
  /** The image, or null when no image has that name. */
  get(name: string): Promise<StoredImage | null>;
  /** Deletes the image; a name that holds nothing is already gone, which is no error. */
  remove(name: string): Promise<void>;
}

/** S3-compatible object storage when S3_ENDPOINT and its group are set, else IMAGES_DIR on disk. */
export function createImageStorage(config: Config): ImageStorage {
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return s3ImageStorage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return localImageStorage(join(config.imagesDir, 'landing-pages', 'images'));
}

/** Image names are `{hash}_{width}x{height}[-{size}w].{jpg|png}`: nothing else is ever looked up. */
export const IMAGE_NAME_PATTERN = /^[a-f0-9]{32}_\d{1,4}x\d{1,4}(-\d{2,4}w)?\.(jpg|png)$/;

export const contentTypeOf = (name: string): string => (name.endsWith('.png') ? 'image/png' : 'image/jpeg');
