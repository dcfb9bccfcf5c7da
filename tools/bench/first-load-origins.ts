import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { REPO_ROOT } from '../apps';
import { PHONE } from './paint';

/**
 * Where the launch pad's first-load JavaScript comes from, by origin. The budget
 * (150 KiB br) is read against this: the stack DESIGN fixes (React, the federation runtime,
 * the router, Redux Toolkit with RTK Query) comes first, whatever our code does.
 */
const ORIGINS = [
  'React',
  'federation runtime',
  'router',
  'Redux Toolkit',
  'zod',
  'contracts (schemas)',
  'other libraries',
  'our code',
] as const;
export type Origin = (typeof ORIGINS)[number];

/** The origins the architecture fixes: no change of ours takes them off the first screen. */
const FIXED_STACK: readonly Origin[] = ['React', 'federation runtime', 'router', 'Redux Toolkit'];

const PACKAGE_ORIGINS: [RegExp, Origin][] = [
  [/node_modules\/(react|react-dom|scheduler)\//, 'React'],
  [/node_modules\/@module-federation\//, 'federation runtime'],
  [/node_modules\/(react-router|react-router-dom|cookie|set-cookie-parser)\//, 'router'],
  [
    /node_modules\/(@reduxjs\/toolkit|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store|@standard-schema\/utils)\//,
    'Redux Toolkit',
  ],
  [/node_modules\/zod\//, 'zod'],
  [/node_modules\//, 'other libraries'],
  [/shared\/src\/contracts\//, 'contracts (schemas)'],
  // The shell's router module re-exports the router package's names (shared/src/router).
  [/shared\/src\/router\//, 'router'],
];

/** The origin of one source file named in a source map. */
export function originOfSource(source: string): Origin {
  return PACKAGE_ORIGINS.find(([pattern]) => pattern.test(source))?.[1] ?? 'our code';
}

interface SourceMap {
  sources: string[];
  sourcesContent?: (string | null)[];
}

/**
 * A chunk's origin: the one holding most of its source text. The build splits chunks by
 * package, so a chunk is almost always of one origin (main.js: the federation runtime).
 */
export function originOfChunk(map: SourceMap): Origin {
  const weights = new Map<Origin, number>();
  map.sources.forEach((source, i) => {
    const origin = originOfSource(source);
    weights.set(origin, (weights.get(origin) ?? 0) + (map.sourcesContent?.[i]?.length ?? 1));
  });
  return [...weights].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'our code';
}

/** The built file the gateway serves at a URL path: the shell at `/`, remotes under `/remotes/<name>/`. */
export function builtFile(urlPath: string): string {
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(urlPath);
  return remote
    ? path.join(REPO_ROOT, remote[1]!, 'dist', remote[2]!)
    : path.join(REPO_ROOT, 'shell', 'dist', urlPath.replace(/^\//, ''));
}

/** Brotli bytes by origin for the JS files a page asked for (the build's .br copies and maps). */
function bytesByOrigin(urlPaths: readonly string[]): Map<Origin, number> {
  const bytes = new Map<Origin, number>(ORIGINS.map((origin) => [origin, 0]));
  for (const urlPath of urlPaths) {
    const file = builtFile(urlPath);
    const size = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
    const origin = existsSync(`${file}.map`)
      ? originOfChunk(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMap)
      : 'our code';
    bytes.set(origin, bytes.get(origin)! + size);
  }
  return bytes;
}

/** The JS paths a fresh visit asks for until `readySelector` shows. */
async function firstLoadPaths(browser: Browser, url: string, readySelector: string): Promise<string[]> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const paths = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) paths.add(pathname);
    });
    await page.goto(url);
    await page.locator(readySelector).first().waitFor({ timeout: 30_000 });
    return [...paths];
  } finally {
    await context.close();
  }
}

/** One line of `npm run bench`: the first-load JS of a page by origin, and the fixed stack's share. */
export async function firstLoadOriginsLine(
  browser: Browser,
  name: string,
  url: string,
  readySelector: string,
): Promise<string> {
  const bytes = bytesByOrigin(await firstLoadPaths(browser, url, readySelector));
  const kib = (n: number) => (n / 1024).toFixed(1);
  const total = [...bytes.values()].reduce((sum, n) => sum + n, 0);
  const fixed = FIXED_STACK.reduce((sum, origin) => sum + bytes.get(origin)!, 0);
  const parts = ORIGINS.map((origin) => `${origin} ${kib(bytes.get(origin)!)}`).join(', ');
  return (
    `${name} first-load JS by origin (KiB br): ${parts}; total ${kib(total)}, ` +
    `of which the fixed stack (${FIXED_STACK.join(', ')}) ${kib(fixed)}`
  );
}
