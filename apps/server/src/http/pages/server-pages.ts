import type { ServerPages } from '@pledgethon/web/server-pages';

let serverPages: Promise<ServerPages> | undefined;

/**
 * The web app's components the server-drawn pages are drawn from (decisions 109, 140, 144), loaded with the
 * first such page asked for: a server started without them (the start-up benchmark, a development
 * server before the web app is built) starts as fast, and its other routes work.
 */
export function loadServerPages(): Promise<ServerPages> {
  serverPages ??= import('@pledgethon/web/server-pages');
  return serverPages;
}
