import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A file the service worker precaches: its address beside the worker, and a revision. */
export interface PrecacheFile {
  url: string;
  /** Null for a content-hashed name, whose name changes with its content. */
  revision: string | null;
}

/** Built names carry a 10-hex content hash (shared/src/mf/app-config.ts). */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;
/** What a page of the app loads: scripts, styles, the page, its images, fonts, manifest and tips. */
const SERVED = /\.(js|css|html|svg|png|jpe?g|gif|webp|woff2?|json|webmanifest)$/;
/**
 * Never precached: the worker itself, the federation's build records (read by no page of the
 * host) and the sponsors' pictures (shown online with their offers).
 */
const LEFT_OUT = /^(service-worker\.js|mf-manifest\.json|mf-stats\.json|assets\/sponsors\/)/;

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/** The shell's build, as the worker's precache list, with the bytes it adds up to. */
export function precacheList(buildDir: string): { files: PrecacheFile[]; bytes: number } {
  let bytes = 0;
  const files = filesUnder(buildDir)
    .filter((name) => SERVED.test(name) && !LEFT_OUT.test(name))
    .sort()
    .map((name) => {
      const content = readFileSync(path.join(buildDir, name));
      bytes += content.length;
      const revision = HASHED.test(name)
        ? null
        : createHash('sha256').update(content).digest('hex').slice(0, 16);
      return { url: name, revision };
    });
  return { files, bytes };
}
