/**
 * Where `npm run data -- fetch-images` looks for photos, and how it asks. Commons is the
 * default: a public source whose every file states its author and licence in machine-readable
 * form. WIKIMEDIA_API_URL points the importer elsewhere (tests: a fake on 127.0.0.1).
 */
const COMMONS_API_URL = 'https://commons.wikimedia.org/w/api.php';

/**
 * Wikimedia asks every client for a User-Agent that names it and says how to reach its
 * operator (https://meta.wikimedia.org/wiki/User-Agent_policy); a generic one may be blocked.
 */
export const IMPORTER_USER_AGENT =
  'ThriveGarden-photo-importer/1.0 (plant photos for a gardening app; https://thrive.garden; plants@thrive.garden)';

/** No single request may hold a run up longer than this. */
const REQUEST_TIMEOUT_MS = 30_000;

/** The width asked of Commons' thumbnailer: more than the app shows, far less than an original. */
export const DOWNLOAD_WIDTH = 1024;

export interface PhotoSource {
  /** The MediaWiki action API of Commons (or a fake of it). */
  apiUrl: string;
  userAgent: string;
  timeoutMs: number;
}

export function photoSource(env: NodeJS.ProcessEnv = process.env): PhotoSource {
  return {
    apiUrl: env.WIKIMEDIA_API_URL?.trim() || COMMONS_API_URL,
    userAgent: IMPORTER_USER_AGENT,
    timeoutMs: REQUEST_TIMEOUT_MS,
  };
}
