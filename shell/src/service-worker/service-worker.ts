import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { EARLY_REMOTE_MAP_URL } from '@thrive/shared/early-start';
import { API_READ_CACHE, REFRESH_REMOTES_MESSAGE, REMOTE_CACHE } from '@thrive/shared/offline';
import { listenForReminders } from './push-reminders';
import { isKeptApiRead, savedCopy } from './api-reads';
import { keepRemoteBundles } from './remote-bundles';

/*
 * The app's one service worker (DESIGN §5). It keeps, for opening and working offline:
 * - the shell's build, precached (its list is written into this file by the build, so a new
 *   shell build is a new worker);
 * - the remotes' current files, fetched afresh from the partner's map at install and at each
 *   start of the app (remote-bundles.ts), never built in, so a remote deploys on its own;
 * - the API's last JSON answers (api-reads.ts).
 * Pages, the remote map, manifests and entries are read from the network first: once online,
 * nothing stale is served. It also shows the push reminders (push-reminders.ts).
 */

declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
} & Parameters<typeof listenForReminders>[0];

interface ExtendableMessageEvent {
  data: unknown;
  waitUntil(promise: Promise<unknown>): void;
}

const own = self.location.origin;
const mapUrl = new URL(EARLY_REMOTE_MAP_URL, self.location.href).href;

// A new version takes over at once: a page opened before it loads its files from the network.
void self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

function keepRemotes(): Promise<unknown> {
  return caches
    .open(REMOTE_CACHE)
    .then((cache) => keepRemoteBundles({ fetch: (input, init) => fetch(input, init), cache }, mapUrl))
    .catch(() => null); // offline or the map unreadable: what was kept before stays
}

self.addEventListener('install', (event: ExtendableMessageEvent) => event.waitUntil(keepRemotes()));
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (event.data === REFRESH_REMOTES_MESSAGE) event.waitUntil(keepRemotes());
});

// The app's page: the network's, else the precached one.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const kept = await matchPrecache('index.html');
      if (kept) return kept;
      throw error;
    }
  },
);

// The remote map, the remotes' manifests and entries: fresh whenever there is a network.
registerRoute(
  ({ url, request }) =>
    url.href === mapUrl ||
    url.pathname.endsWith('/mf-manifest.json') ||
    (request.destination === 'script' && url.pathname.endsWith('/remoteEntry.js')),
  new NetworkFirst({ cacheName: REMOTE_CACHE }),
);

// A remote's content-hashed files never change: from the cache once kept. Old ones age out.
registerRoute(
  ({ request, url }) =>
    (request.destination === 'script' || request.destination === 'style') &&
    /\.[0-9a-f]{10}\.(js|css)$/.test(url.pathname),
  new CacheFirst({
    cacheName: REMOTE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

// The gardener's last answers, for reading offline.
registerRoute(
  ({ url, request }) => isKeptApiRead(url, request.method, own),
  new NetworkFirst({
    cacheName: API_READ_CACHE,
    plugins: [
      { cacheWillUpdate: ({ response }) => savedCopy(response, new Date()) },
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

listenForReminders(self);
