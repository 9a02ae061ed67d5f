/*
 * The lap counter's service worker (decision 086). It lets a counter page open and count with no
 * network: the page itself, and the logo in its header, are answered from the network when there is
 * one and from the last copy when not; the app's hashed files, once fetched, are kept (their names
 * change with their content). The roster and the scans live in IndexedDB, kept by the page, not
 * here. Other requests pass through.
 */
const PAGES = 'counter-pages-v1';
const FILES = 'counter-files-v1';
const COUNTER_PAGE = /^\/thon\/[^/]+\/count\/?$/i;
// Not hashed: a new logo keeps its name.
const LOGO = '/favicon.svg';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// A counter page is kept once under its address without the query (a volunteer's link carries one).
function pageKey(address) {
  const key = new URL(address);
  key.search = '';
  return key.href;
}

async function networkFirst(cacheName, request) {
  const cache = await caches.open(cacheName);
  const key = pageKey(request.url);
  try {
    const answer = await fetch(request);
    if (answer.ok) await cache.put(key, answer.clone());
    return answer;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirstFile(request) {
  const cache = await caches.open(FILES);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

const isOwn = (address) => typeof address === 'string' && new URL(address).origin === self.location.origin;

// The page names itself and the app files it loaded before this worker controlled it: the first
// visit passed the worker by, so both are kept now, and the counter opens offline from then on.
self.addEventListener('message', (event) => {
  const { page, keep } = event.data ?? {};
  const files = Array.isArray(keep) ? keep.filter(isOwn) : [];
  const kept = [caches.open(FILES).then((cache) => cache.addAll(files))];
  if (isOwn(page) && COUNTER_PAGE.test(new URL(page).pathname)) {
    kept.push(caches.open(PAGES).then((cache) => cache.add(pageKey(page))));
  }
  event.waitUntil(Promise.all(kept));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && COUNTER_PAGE.test(url.pathname)) {
    event.respondWith(networkFirst(PAGES, request));
  } else if (url.pathname === LOGO) {
    event.respondWith(networkFirst(FILES, request));
  } else if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/counter-icon-')) {
    event.respondWith(cacheFirstFile(request));
  }
});
