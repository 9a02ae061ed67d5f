import { lapCounterManifestRoute, pathOf } from '@pledgethon/contracts';
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
          .map((entry) => entry.name)
          .filter(
            (name) =>
              new URL(name).origin === location.origin && new URL(name).pathname.startsWith('/assets/'),
          );
        registration.active?.postMessage({ page: location.href, keep: loaded });
      })
      .catch(() => undefined);
  }
  return () => link.remove();
}
