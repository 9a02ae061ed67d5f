import { lapCounterManifestRoute, pathOf } from '@pledgethon/contracts';

/** The app's hashed files, and the logo the page's header shows. */
const isKeptFile = (path: string) => path.startsWith('/assets/') || path === '/favicon.svg';

/**
 * Makes the counter an installable app that opens with no network (decision 086): the page links
 * the Thon's manifest and registers the service worker, scoped to the counter pages.
 */
export function installCounterApp(eventCode: string): () => void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = pathOf(lapCounterManifestRoute, { eventCode });
  document.head.append(link);
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker
      .register('/counter-sw.js', { scope: '/thon/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // The files this page loaded before the worker was there: kept, so a reload offline finds them.
        const loaded = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && isKeptFile(url.pathname))
          .map((url) => url.href);
        registration.active?.postMessage({ page: location.href, keep: loaded });
      })
      .catch(() => undefined);
  }
  return () => link.remove();
}
