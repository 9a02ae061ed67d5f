import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { landingPageResourceRoute, pathOf } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import type { PageResources } from '../../http/pages/page-resources';
import { serve } from '../../http/serve-route';

type Resource = { data: Buffer; contentType: string };

// The landing-page resources folder: the gallery script, the donor pages' script (decision 091) and
// the default hero image (a youth-group fun run, drawn for the product), at two widths.
const files = [
  { file: 'landing-page.js', contentType: 'text/javascript; charset=utf-8' },
  { file: 'donor-page.js', contentType: 'text/javascript; charset=utf-8' },
  { file: 'default-hero-800w.jpg', contentType: 'image/jpeg', width: 800 },
  { file: 'default-hero.jpg', contentType: 'image/jpeg', width: 1600 },
];

/**
 * The resources under names that carry a hash of their content, so that a browser may keep them
 * for good and still gets a changed file at once.
 */
export function loadPageResources(): { byName: Map<string, Resource>; page: PageResources } {
  const byName = new Map<string, Resource>();
  const urls = files.map(({ file, contentType, width }) => {
    const data = readFileSync(fileURLToPath(new URL(`./resources/${file}`, import.meta.url)));
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 12);
    const name = file.replace(/(\.\w+)$/, `.${hash}$1`);
    byName.set(name, { data, contentType });
    return { url: pathOf(landingPageResourceRoute, { name }), width: width ?? 0 };
  });
  const [script, donorScript, ...heroes] = urls;
  return {
    byName,
    page: { script: script?.url ?? '', donorScript: donorScript?.url ?? '', defaultHero: heroes },
  };
}

/** GET /landing-pages/{name}: the shared files of the landing pages, cached for good. */
export function landingPageResourceRoutes(byName: Map<string, Resource>): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      landingPageResourceRoute,
      {
        config: { access: { area: 'open', who: 'anyone' } },
        schema: {
          tags: ['landing pages'],
          summary: "The landing pages' script and default hero image, by content-hashed name",
        },
      },
      async (request, reply) => {
        const resource = byName.get(request.params.name);
        if (!resource) throw new AppError('not_found', messages.notFound);
        return reply
          .type(resource.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(resource.data);
      },
    );
  };
}
