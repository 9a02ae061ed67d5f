import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isWebRoute } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler';

// Paths owned by the API; anything else a browser asks for is a page of the web app.
const apiPrefixes = [
  '/api/',
  '/authentication/login',
  '/authentication/logout',
  '/authentication/Login',
  '/authentication/Oauth',
];

function isApiPath(path: string): boolean {
  return path === '/api' || apiPrefixes.some((prefix) => path.startsWith(prefix));
}

/** Serves the built web app with the SPA fallback, and answers unknown API paths with the error body. */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const built = existsSync(join(webDistDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // Hashed asset names change with content, so they can be cached for good.
      setHeaders: (res, path) => {
        if (path.includes(`${join(webDistDir, 'assets')}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path);
    if (!wantsPage) return reply.status(404).send(errorBody(messages.notFound));
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build`, then start the server again.');
    }
    return reply
      .status(isWebRoute(path) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html');
  });
}
