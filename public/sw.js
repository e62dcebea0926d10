/*
 * Tandem service worker: makes the installed app open without a network, never fakes data.
 *
 * - The app shell ('/index.html', manifest, icons) is precached on install, so the app can start
 *   offline. It is the document every route gets; '/' may instead be the prerendered landing page,
 *   which is only right for a signed-out visitor online, so it is never cached.
 * - Page navigations go to the network first (always the newest app), falling back to the
 *   cached shell when offline.
 * - Files under /assets/ carry a content hash in their name and never change, so they are
 *   answered from cache at once and refreshed in the background (stale-while-revalidate).
 * - /api/* is never touched: money data is either live or visibly unavailable, never stale.
 * - A new worker waits until the user confirms the refresh in the app, which then posts
 *   {type: 'SKIP_WAITING'}; switching silently could mix old pages with new code.
 */

// The browser only offers an update when this file's bytes change: `npm run build` stamps
// VERSION with a digest of the build so installed apps are asked to refresh.
const VERSION = '1';
const CACHE_PREFIX = 'tandem-';
const SHELL_CACHE = `${CACHE_PREFIX}shell-${VERSION}`;
const ASSET_CACHE = `${CACHE_PREFIX}assets-${VERSION}`;
// Each release adds new hashed files; keeping the newest ones bounds the cache's size.
const MAX_ASSET_ENTRIES = 120;

const SHELL_PAGE = '/index.html';
const SHELL_URLS = [
  SHELL_PAGE,
  '/manifest.webmanifest',
  '/theme-init.js',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      // 'reload' skips the HTTP cache so a new worker never precaches an old shell.
      .then((cache) => cache.addAll(SHELL_URLS.map((url) => new Request(url, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  const current = [SHELL_CACHE, ASSET_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.includes(name)).map((name) => caches.delete(name))))
      // The first install takes control of open tabs so they work offline without a reload.
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(staleWhileRevalidate(event, request, ASSET_CACHE));
  } else if (SHELL_URLS.includes(url.pathname)) {
    event.respondWith(staleWhileRevalidate(event, request, SHELL_CACHE));
  }
});

// The shell stored at install belongs to this worker's version, whose assets it names; a newer
// document fetched while this worker still runs could name files it never cached.
async function networkFirstNavigation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const fallback = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
    if (fallback) return fallback;
    throw error;
  }
}

async function staleWhileRevalidate(event, request, cacheName) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  const refresh = fetch(request).then(async (response) => {
    if (response.ok) {
      await cache.put(request, response.clone());
      if (cacheName === ASSET_CACHE) await trim(cache);
    }
    return response;
  });
  if (!cached) return refresh;
  event.waitUntil(refresh.catch(() => undefined));
  return cached;
}

async function trim(cache) {
  const keys = await cache.keys();
  // Cache keys come back in insertion order, so the oldest files go first.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSET_ENTRIES)).map((key) => cache.delete(key)));
}

/**
 * Web Push: the server sends `{ title, body, link }` (docs/decisions/027-delivery.md). A message
 * that cannot be read still shows something, since browsers penalise pushes that show nothing.
 */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Tandem';
  const link = typeof message.link === 'string' && message.link.startsWith('/') ? message.link : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { link },
    }),
  );
});

/** Opens the notification's page: in a Tandem window already open when there is one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = event.notification.data && typeof event.notification.data.link === 'string' ? event.notification.data.link : '/';
  const target = new URL(link, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then((client) => (client && 'navigate' in client ? client.navigate(target) : client));
      return self.clients.openWindow(target);
    }),
  );
});
