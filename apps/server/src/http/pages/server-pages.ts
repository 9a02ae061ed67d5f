import type { ServerPages } from '@pledgethon/web/server-pages';
import { AppError } from '../app-error';

/** What a page drawn from the web app answers while the web app has not been built. */
export const WEB_APP_NOT_BUILT =
  'The web app has not been built yet. Run `npm run build`, then start the server again.';

let serverPages: Promise<ServerPages> | undefined;

/**
 * The web app's components the server-drawn pages are drawn from (decisions 109, 140, 144), loaded with the
 * first such page asked for: a server started without them (the start-up benchmark, a development
 * server before the web app is built) starts as fast, and its other routes work. Until they are built
 * those pages answer 503 with what to do, and a build made meanwhile is found on the next visit.
 */
export function loadServerPages(): Promise<ServerPages> {
  serverPages ??= import('@pledgethon/web/server-pages').catch((error: unknown) => {
    serverPages = undefined;
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') {
      throw new AppError('unavailable', WEB_APP_NOT_BUILT);
    }
    throw error;
  });
  return serverPages;
}
