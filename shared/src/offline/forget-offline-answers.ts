import { API_READ_CACHE } from './offline-answers';

/**
 * Forgets the answers the service worker kept for offline reading: they are the signed-in
 * gardener's, and must not be read back on this device once another one (or nobody) is
 * signed in. Never throws: a browser without the Cache API has nothing kept.
 */
export function forgetOfflineAnswers(): Promise<boolean> {
  const caches = globalThis.caches as CacheStorage | undefined;
  return caches ? caches.delete(API_READ_CACHE).catch(() => false) : Promise.resolve(false);
}
