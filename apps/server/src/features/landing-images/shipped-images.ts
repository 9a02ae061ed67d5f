import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { contentTypeOf, IMAGE_NAME_PATTERN, type StoredImage } from '../../integrations/images/image-storage';

// The demo landing page's pictures ship with the product (drawn for it, under the landing-page
// resources folder), so the demo shows them on any storage, also before anyone uploads.
const folder = new URL('../landing-pages/resources/demo/', import.meta.url);

/** A shipped image by its stored name, or null. */
export async function shippedImage(name: string): Promise<StoredImage | null> {
  if (!IMAGE_NAME_PATTERN.test(name)) return null;
  try {
    return { data: await readFile(fileURLToPath(new URL(name, folder))), contentType: contentTypeOf(name) };
  } catch {
    return null;
  }
}
