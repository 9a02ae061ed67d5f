import { lapCounterManifestRoute } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { findCountingThon } from './lap-counter.queries';

/**
 * The web app manifest that makes a Thon's lap counter installable on a phone's home screen
 * (decision 086): it opens straight on that Thon's counter, full screen, in portrait.
 */
export function counterManifestRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      lapCounterManifestRoute,
      {
        config: { access: { area: 'open', who: 'anyone' } },
        schema: {
          tags: ['lap-counter'],
          summary: "The installable lap counter's web app manifest for one Thon",
        },
      },
      async (request, reply) => {
        const event = await findCountingThon(db, { eventCode: request.params.eventCode });
        if (!event) throw new AppError('not_found', messages.notFound);
        const page = `/thon/${encodeURIComponent(event.eventCode)}/count`;
        const manifest = {
          name: `${event.name}: lap counter`,
          short_name: 'Lap counter',
          id: page,
          start_url: page,
          scope: page,
          display: 'standalone',
          orientation: 'portrait',
          background_color: '#ffffff',
          theme_color: '#364fc7',
          icons: [192, 512].map((size) => ({
            src: `/counter-icon-${size}.png`,
            sizes: `${size}x${size}`,
            type: 'image/png',
          })),
        };
        return reply
          .type('application/manifest+json')
          .header('Cache-Control', 'no-cache')
          .send(JSON.stringify(manifest));
      },
    );
  };
}
