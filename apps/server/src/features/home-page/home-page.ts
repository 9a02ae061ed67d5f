import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { homeIsDrawnByServer } from '@pledgethon/contracts';
import { parseVideoLink } from '@pledgethon/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { keptPage, sendKeptPage } from '../../http/pages/kept-pages';
import { LANGUAGE_VARY, pageLanguageOf } from '../../http/pages/page-language';
import { renderHomePage } from './render-home-page';

/** The home page's script: an entry of the web app's build, written without React (decision 101). */
const HOME_SCRIPT_SOURCE = 'src/home-page/home-page.ts';

type ManifestChunk = { file: string; imports?: string[] };

/** The script, and the chunks it imports, which the page preloads so that they do not wait for it. */
export type HomeScript = { script: string; preloads: string[] };

/**
 * The home page's script: the built file the web app's manifest names, with the chunks it shares with
 * the app; without a build, the source itself, which the web app's development server compiles.
 */
function homeScript(webDistDir: string): HomeScript {
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { script: `/${HOME_SCRIPT_SOURCE}`, preloads: [] };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[HOME_SCRIPT_SOURCE];
  if (!entry) throw new Error(`The web app's build has no ${HOME_SCRIPT_SOURCE}: build it again`);
  const preloads = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(`/${chunk.file}`)) return;
    preloads.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const imported of entry.imports ?? []) visit(imported);
  return { script: `/${entry.file}`, preloads: [...preloads] };
}

/**
 * GET /home when the server draws it: a first visit, with no query but where to go after sign-in.
 * False leaves every other /home (a QR sign-in, signing out, an OAuth return, a dialog asked for, a
 * visitor signed in on this browser) to the web app.
 */
export function homePageResolver({ config, webDistDir }: { config: Config; webDistDir: string }) {
  const script = homeScript(webDistDir);
  const socialProviders = config.identityProviders.map(({ id, name }) => ({ id, name }));
  const hasVideo = config.VIDEO_URL ? parseVideoLink(config.VIDEO_URL) !== null : false;
  // What a first visit's pages are kept with: this resolver, for as long as the server runs.
  const firstVisits = {};
  return async (path: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (path.toLowerCase() !== '/home') return false;
    const search = request.url.slice(request.url.indexOf('?') + 1 || request.url.length);
    // Which page /home is depends on the cookies too: no cache may give one browser's to another.
    reply.header('vary', 'Cookie');
    if (!homeIsDrawnByServer(search, request.headers.cookie)) return false;
    const redirect = new URLSearchParams(search).get('redirect');
    const language = pageLanguageOf(request, reply);
    const accessCodeEnabled = !request.isAdminHost;
    const draw = () =>
      renderHomePage({ language, accessCodeEnabled, socialProviders, redirect, hasVideo, script });
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
