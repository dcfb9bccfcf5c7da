/**
 * Which files of the remotes the service worker keeps for offline use: for each remote the
 * partner's map names, its manifest, its entry and every file its exposed modules load, now
 * or on demand. Read afresh from the network each time, so a remote deployed again is
 * picked up on the next start; nothing here is built into the shell.
 */

/** The parts of a remote's mf-manifest.json this reads. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: Record<string, { sync?: string[]; async?: string[] }> }[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The manifest addresses of a partner's remote map (`{ "mfe-yards": "/remotes/…/mf-manifest.json" }`). */
export function manifestUrls(remoteMap: unknown, mapUrl: string): string[] {
  if (!remoteMap || typeof remoteMap !== 'object') return [];
  return Object.values(remoteMap)
    .filter(isText)
    .map((address) => new URL(address, mapUrl).href);
}

/**
 * Every file a remote's manifest says its exposed modules load, as full addresses. A
 * publicPath of 'auto' means beside the manifest, where our builds put them.
 */
export function remoteBundleUrls(manifest: unknown, manifestUrl: string): string[] {
  const { metaData, exposes = [] } = (manifest ?? {}) as RemoteManifest;
  const publicPath = metaData?.publicPath;
  const base = new URL(isText(publicPath) && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const files = new Set<string>();
  const entry = metaData?.remoteEntry;
  if (isText(entry?.name)) files.add(`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`);
  for (const expose of exposes) {
    for (const kind of Object.values(expose.assets ?? {})) {
      for (const file of [...(kind.sync ?? []), ...(kind.async ?? [])]) if (isText(file)) files.add(file);
    }
  }
  return [...files].map((file) => new URL(file, base).href);
}

/** What a worker needs to keep the remotes: its fetch and the cache to keep them in. */
export interface RemoteKeeping {
  fetch: typeof fetch;
  cache: Pick<Cache, 'match' | 'put'>;
}

/** A build's content-hashed file never changes: kept once, it need not be fetched again. */
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

async function fetched({ fetch }: RemoteKeeping, url: string): Promise<Response> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * Keeps one remote's current files: its chunks first, then its entry and manifest, so that a
 * remote whose chunks could not all be fetched keeps the entry and manifest of the version
 * kept before, whose chunks are all there.
 */
async function keepRemote(keeping: RemoteKeeping, manifestUrl: string): Promise<number> {
  const manifestAnswer = await fetched(keeping, manifestUrl);
  const urls = remoteBundleUrls(await manifestAnswer.clone().json(), manifestUrl);
  const chunks = urls.filter((url) => HASHED_FILE.test(new URL(url).pathname));
  const unhashed = urls.filter((url) => !chunks.includes(url));
  let count = 0;
  for (const url of chunks) {
    if (await keeping.cache.match(url)) continue;
    await keeping.cache.put(url, await fetched(keeping, url));
    count += 1;
  }
  const entries = await Promise.all(unhashed.map((url) => fetched(keeping, url)));
  for (const [index, answer] of entries.entries()) await keeping.cache.put(unhashed[index]!, answer);
  await keeping.cache.put(manifestUrl, manifestAnswer);
  return count + entries.length;
}

/**
 * Keeps the current files of every remote in the map: the map and the manifests fresh from
 * the network, then each file not kept yet. Returns how many files it fetched. A remote that
 * fails is left as it was kept before (counted in `failed`); the others are still kept.
 */
export async function keepRemoteBundles(
  keeping: RemoteKeeping,
  mapUrl: string,
): Promise<{ fetched: number; failed: number }> {
  const mapAnswer = await fetched(keeping, mapUrl);
  const map: unknown = await mapAnswer.clone().json();
  let count = 0;
  let failed = 0;
  for (const manifestUrl of manifestUrls(map, mapUrl)) {
    try {
      count += await keepRemote(keeping, manifestUrl);
    } catch {
      failed += 1;
    }
  }
  await keeping.cache.put(mapUrl, mapAnswer);
  return { fetched: count, failed };
}
