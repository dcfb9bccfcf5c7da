/** Built file names carry a 10-hex content hash (see shared/src/mf/app-config.ts). */
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Revalidate every time: entry points must change the moment a remote is redeployed. */
const NO_CACHE = 'no-cache';

/** The build's compressed copies (`.br`, `.gz`) are cached as the file they compress. */
const COMPRESSED_COPY = /\.(br|gz)$/;

export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(filePath.replace(COMPRESSED_COPY, '')) ? LONG_CACHE : NO_CACHE;
}
