import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentTypeOf, type ImageStorage } from './image-storage';

const isMissing = (error: unknown) => (error as { code?: string } | null)?.code === 'ENOENT';

/** Images as files in one folder; a write goes through a temporary name so no reader sees half a file. */
export function localImageStorage(folder: string): ImageStorage {
  let made: Promise<unknown> | undefined;
  return {
    async put(name, image) {
      made ??= mkdir(folder, { recursive: true });
      await made;
      const partial = join(folder, `.${name}.${process.pid}.${Date.now()}`);
      await writeFile(partial, image.data);
      await rename(partial, join(folder, name));
    },
    async get(name) {
      try {
        return { data: await readFile(join(folder, name)), contentType: contentTypeOf(name) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(join(folder, name), { force: true });
    },
  };
}
