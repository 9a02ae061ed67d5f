import type sharpLibrary from 'sharp';
import { WorkQueue } from '../../http/work-queue';

// Each image pipeline holds one of libuv's four threads for as long as it runs, and password hashing
// needs one too: one image at a time, on one libvips thread, leaves the others to sign-ins and the
// event loop a core of its own (decision 106). More waiting than this are told to try again.
const images = new WorkQueue({ running: 1, waiting: 8 });

let library: Promise<typeof sharpLibrary> | undefined;

/**
 * The image library, loaded with the first image: its native part is tens of megabytes that a server
 * nobody sends images to need not hold (decision 165).
 */
export function imageLibrary(): Promise<typeof sharpLibrary> {
  library ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    return sharp;
  });
  return library;
}

/** Decoding, resizing and encoding of uploads, one at a time per process. */
export const runImageWork = <T>(work: () => Promise<T>): Promise<T> => images.run(work);
