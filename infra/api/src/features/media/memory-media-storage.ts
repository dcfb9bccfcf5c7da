import type { MediaStorage, StoredMedia } from '../common/media-storage';
import { assertMediaKey } from './media-key-safety';

export interface MemoryMediaStorage extends MediaStorage {
  /** The keys stored, sorted: lets a test see what was written or deleted. */
  keys(): string[];
}

/**
 * Files in a Map, for tests and for an API built without a storage. Keys are checked as the
 * disk storage checks them, so a key that works here works in production too.
 */
export function memoryMediaStorage(): MemoryMediaStorage {
  const files = new Map<string, StoredMedia>();
  return {
    kind: 'memory',
    async put(key, body, contentType) {
      assertMediaKey(key);
      // Copies: a caller reusing its buffer must not change what is stored.
      files.set(key, { body: Buffer.from(body), contentType });
    },
    async get(key) {
      assertMediaKey(key);
      const file = files.get(key);
      return file ? { body: Buffer.from(file.body), contentType: file.contentType } : null;
    },
    async delete(keys) {
      keys.forEach(assertMediaKey);
      for (const key of keys) files.delete(key);
    },
    keys: () => [...files.keys()].sort(),
  };
}
