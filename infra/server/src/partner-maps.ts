import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseRemoteMap, type RemoteMap } from '@thrive/shared/remotes';

interface ActivePartner {
  name: string;
  map: RemoteMap;
}

export interface PartnerMaps {
  /** The partner whose map serves a request for this Host header. */
  forHost(hostHeader: string | undefined): ActivePartner;
}

interface Options {
  dir: string;
  defaultPartner: string;
  hosts: Record<string, string>;
  onReloadError?: (error: Error) => void;
}

const PARTNER_NAME = /^[a-z0-9][a-z0-9-]*$/;

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`Invalid partner map ${file}: not JSON (${(error as Error).message})`, { cause: error });
  }
}

/**
 * Remote maps are read from `<dir>/<partner>.json` and re-read when the file changes,
 * so a partner swaps a remote by editing its map: no rebuild, no restart. Every map
 * in use is validated at start; a map broken later keeps serving its last good version.
 */
export function createPartnerMaps({ dir, defaultPartner, hosts, onReloadError }: Options): PartnerMaps {
  const cache = new Map<string, { mtimeMs: number; map: RemoteMap }>();

  function read(name: string): RemoteMap {
    if (!PARTNER_NAME.test(name)) throw new Error(`Partner name "${name}" may use only a-z, 0-9 and "-"`);
    const file = path.join(dir, `${name}.json`);
    const cached = cache.get(name);
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs === mtimeMs) return cached.map;
      const map = parseRemoteMap(parseJson(readFileSync(file, 'utf8'), file), `partner map ${file}`);
      cache.set(name, { mtimeMs, map });
      return map;
    } catch (error) {
      // At start a broken map is fatal; later (deleted, half-written) the last good one keeps serving.
      if (!cached) throw error;
      onReloadError?.(error as Error);
      return cached.map;
    }
  }

  for (const name of new Set([defaultPartner, ...Object.values(hosts)])) read(name);

  return {
    forHost(hostHeader) {
      const host = (hostHeader ?? '').replace(/:\d+$/, '').toLowerCase();
      const name = hosts[host] ?? defaultPartner;
      return { name, map: read(name) };
    },
  };
}
