import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers smaller than this go out as they are: below about one network packet, compressing saves
 * no round trip and costs CPU on every call (decision 025).
 */
export const compressionThreshold = 1024;

/**
 * Compresses dynamic answers (JSON, the API docs) for clients that accept it. The web app's files
 * are compressed once at build time and chosen by the static file server, which sets
 * Content-Encoding itself, so this plugin leaves them alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: compressionThreshold,
    // Brotli at the plugin's quality 4: about gzip's speed per request, and smaller.
    encodings: ['br', 'gzip'],
    // Request bodies are not inflated: no client of ours sends them compressed, and the body limit
    // should hold for what the routes read, not for what came over the wire.
    globalDecompression: false,
  });
}
