import type { ApiDependencies } from './api-plugin';
import type { MediaStorage } from './features/common/media-storage';
import type { MediaUrls } from './features/common/media-urls';
import { memoryMediaStorage } from './features/media/memory-media-storage';
import { createMediaUrls } from './features/media/media-url-signer';
import { loadMediaUrlSecret } from './features/media/media-url-secret';

export interface MediaDependencies {
  storage: MediaStorage;
  mediaUrls: MediaUrls;
}

/**
 * The photo storage and address signer a host hands to both apiPlugin (which signs addresses
 * and stores uploads) and the `/media` route at its root (which checks and serves them): the
 * two must agree. Real runs pass createMediaStorage(config); tests get memory by default.
 */
export async function mediaDependencies({
  database,
  storage = memoryMediaStorage(),
  mediaUrls,
  clock = () => new Date(),
}: Pick<ApiDependencies, 'database' | 'storage' | 'mediaUrls' | 'clock'>): Promise<MediaDependencies> {
  return { storage, mediaUrls: mediaUrls ?? createMediaUrls(await loadMediaUrlSecret(database.db), clock) };
}
