import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// Built once: a helmet middleware compiles its policy when made, so making it per request (as the
// Fastify plugin does) paid for the compilation on every call.
const setSecurityHeaders = helmet({
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

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
}
