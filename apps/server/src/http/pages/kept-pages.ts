import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type PageEncoding = 'br' | 'gzip';
export type KeptPage = { html: string; compressed(encoding: PageEncoding): Buffer };

// Keyed by the kept answer itself (decision 056): when the answer is loaded afresh or forgotten after
// a withdrawn consent, the page drawn from it goes with it, with no invalidation of its own. A page
// that depends on no answer (the home page) is keyed by an object that lives as long as its server.
const pagesByAnswer = new WeakMap<object, Map<string, KeptPage>>();

/**
 * A page drawn once from a kept answer, and compressed once per encoding: the most visited pages
 * then cost a lookup, not a drawing and a compression on every request.
 */
export function keptPage(answer: object, variant: string, draw: () => string): KeptPage {
  let pages = pagesByAnswer.get(answer);
  if (!pages) {
    pages = new Map();
    pagesByAnswer.set(answer, pages);
  }
  let page = pages.get(variant);
  if (!page) {
    page = compressedOnce(draw());
    pages.set(variant, page);
  }
  return page;
}

/** Sends a kept page in the encoding the browser prefers, plain when it takes none. */
export function sendKeptPage(request: FastifyRequest, reply: FastifyReply, page: KeptPage): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  return encoding
    ? reply.header('content-encoding', encoding).send(page.compressed(encoding))
    : reply.send(page.html);
}

/** A drawn page whose compressed bodies are made when first asked for, then kept with it. */
function compressedOnce(html: string): KeptPage {
  const bodies = new Map<PageEncoding, Buffer>();
  return {
    html,
    compressed(encoding) {
      let body = bodies.get(encoding);
      if (!body) {
        // Once per page drawn at most, so the stronger settings are affordable.
        body =
          encoding === 'br'
            ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
            : gzipSync(html, { level: 9 });
        bodies.set(encoding, body);
      }
      return body;
    },
  };
}

/** Brotli where the browser takes it, else gzip, else none; an encoding with q=0 is refused. */
function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const quality = params.find((param) => param.startsWith('q='));
    if (quality === undefined || Number(quality.slice(2)) > 0) accepted.add(name.toLowerCase());
  }
  return (['br', 'gzip'] as const).find((encoding) => accepted.has(encoding));
}
