import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine sets inline style attributes; scripts stay same-origin only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Event videos are YouTube or Vimeo links, shown in their players.
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Playing an embedded video needs the player to load without a cross-origin embedder policy.
    crossOriginEmbedderPolicy: false,
  });
}
