import { homeIsDrawnByServer } from '@pledgethon/contracts';
import { parseVideoLink } from '@pledgethon/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { builtPageTemplate } from '../../http/pages/built-page';
import { keptPage, sendKeptPage } from '../../http/pages/kept-pages';
import { LANGUAGE_VARY, pageLanguageOf } from '../../http/pages/page-language';
import { loadServerPages } from '../../http/pages/server-pages';

type HomePageResolver = (path: string, request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * GET /home when the server draws it (decisions 101, 140): a first visit, with no query but where to
 * go after sign-in, drawn from the web app's `HomePage` into the built home.html, which its entry
 * hydrates. False leaves every other /home (a QR sign-in, signing out, an OAuth return, a dialog asked
 * for, a visitor signed in on this browser) to the web app, and every /home while the web app is not
 * built, as its development server serves it.
 */
export async function homePageResolver({
  config,
  webDistDir,
}: {
  config: Config;
  webDistDir: string;
}): Promise<HomePageResolver> {
  const template = builtPageTemplate(webDistDir, 'home.html');
  if (template === null) return async () => false;
  const pages = await loadServerPages();
  const socialProviders = config.identityProviders.map(({ id, name }) => ({ id, name }));
  const hasVideo = config.VIDEO_URL ? parseVideoLink(config.VIDEO_URL) !== null : false;
  // What a first visit's pages are kept with: this resolver, for as long as the server runs.
  const firstVisits = {};
  return async (path, request, reply) => {
    if (path.toLowerCase() !== '/home') return false;
    const search = request.url.slice(request.url.indexOf('?') + 1 || request.url.length);
    // Which page /home is depends on the cookies too: no cache may give one browser's to another.
    reply.header('vary', 'Cookie');
    if (!homeIsDrawnByServer(search, request.headers.cookie)) return false;
    const redirect = new URLSearchParams(search).get('redirect');
    const language = pageLanguageOf(request, reply);
    const accessCodeEnabled = !request.isAdminHost;
    const draw = () =>
      pages.homePage(template, {
        language,
        accessCodeEnabled,
        socialProviders,
        redirect,
        hasVideo,
        year: new Date().getFullYear(),
      });
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', LANGUAGE_VARY);
    if (redirect !== null) {
      // The page names where the sign-in goes on: drawn for each visit, compressed by the plugin.
      await reply.send(draw());
      return true;
    }
    // Otherwise it changes only with its language and host while the server runs: drawn and compressed
    // once each, like the donor pages, so the most visited page costs a lookup.
    await sendKeptPage(request, reply, keptPage(firstVisits, `${language}:${accessCodeEnabled}`, draw));
    return true;
  };
}
