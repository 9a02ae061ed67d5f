import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPledgeFormPage, isWebRoute, pledgeFormPageRoute, rootPageRoute } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { declareAccessOfScope } from './access';
import { canonicalPath } from './canonical-path';
import { errorBody } from './error-handler';
import { WEB_APP_NOT_BUILT } from './pages/server-pages';
import { serve } from './serve-route';

// Paths owned by the API (in lower case, as the router ignores case); anything else a browser asks
// for is a page of the web app.
const apiPrefixes = ['/api/', '/authentication/login', '/authentication/logout', '/authentication/oauth'];

function isApiPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === '/api' || apiPrefixes.some((prefix) => lower.startsWith(prefix));
}

/**
 * Answers a page the server renders itself at the site root ({site}/{x}: a landing page, an event
 * link); false leaves the path to the web app.
 */
type RootPages = (path: string, request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Answers the pledge form's page, with the form's data written in (decision 102). */
type PledgeFormPage = (
  path: string,
  query: URLSearchParams,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply>;

export type ServerDrawnPages = { rootPages?: RootPages; pledgeFormPage?: PledgeFormPage | null };

/** Serves the built web app with the SPA fallback, and answers unknown API paths with the error body. */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  drawn: ServerDrawnPages = {},
): Promise<void> {
  // Pages and their files are public: the web applies the redirect rules, the API guards the data.
  await app.register(async (pages) => servePages(pages, webDistDir, drawn));
}

async function servePages(
  app: FastifyInstance,
  webDistDir: string,
  { rootPages, pledgeFormPage }: ServerDrawnPages,
): Promise<void> {
  declareAccessOfScope(app, { area: 'open', who: 'anyone' });
  const built = existsSync(join(webDistDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each text file; the client's Accept-Encoding picks
      // one (with Vary: Accept-Encoding), so no file is compressed per request (decision 025).
      preCompressed: true,
      // Hashed asset names change with content, so they can be cached for good; anything else (the
      // app's index.html above all, which names the current assets) is checked again before use.
      setHeaders: (res, path) => {
        const hashed = path.startsWith(join(webDistDir, 'assets'));
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = canonicalPath(request.url);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path);
    if (!wantsPage) return reply.status(404).send(errorBody(messages.notFound));
    if (rootPages && (await rootPages(path, request, reply))) return reply;
    if (!built) {
      return reply.status(503).type('text/plain; charset=utf-8').send(WEB_APP_NOT_BUILT);
    }
    // The pledge form is a page of its own, built beside the app and loading none of its shell.
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    if (isPledgeFormPage(path, query)) {
      return pledgeFormPage ? pledgeFormPage(path, query, request, reply) : reply.sendFile('pledge.html');
    }
    return reply.status(isWebRoute(path) ? 200 : 404).sendFile('index.html');
  };
  // A route of its own for {site}/{x}, so that a page the server renders there is compressed like any
  // other answer (the compression plugin hooks into routes, and the not-found handler is none).
  if (rootPages) {
    const schema = {
      summary: 'A landing page or an event link at the site root, else a page of the web app',
    };
    serve(app, rootPageRoute, { schema }, answerPage);
  }
  // The pledge form's page is drawn per Thon: a route, so that it is compressed as well.
  if (pledgeFormPage) {
    const schema = {
      summary: "The pledge form's page, with the form's data for the Thon it names",
    };
    serve(app, pledgeFormPageRoute, { schema }, answerPage);
  }
  app.setNotFoundHandler(answerPage);
}
